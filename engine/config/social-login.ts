/**
 * SPEC 2's social login providers and when one is offered: its flag (SPEC 3's white-label flags)
 * is on and the tenant set its OpenID Connect provider in `socialLogin`. The login screen shows
 * the offered ones (screens/account/SocialLogin.tsx) and the server starts a sign-in only with
 * one of them (server/account/social-login.ts).
 */
import type { OidcProvider } from './types.gen';
import type { TenantConfig } from './types';

export const SOCIAL_PROVIDERS = ['facebook', 'google', 'line', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The flag that shows each provider's button. */
const SOCIAL_LOGIN_FLAGS: Record<SocialProvider, string> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  line: 'LINELOGIN3',
  twitter: 'TWITTERLOGIN3',
};

type SocialConfig = Pick<TenantConfig, 'flags' | 'socialLogin'>;

/** The provider's settings when it is offered on this tenant, else undefined (an unknown name included). */
export function offeredProvider(config: SocialConfig, provider: string): OidcProvider | undefined {
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) return undefined;
  const flags = (config.flags ?? {}) as Record<string, unknown>;
  if (flags[SOCIAL_LOGIN_FLAGS[provider as SocialProvider]] !== true) return undefined;
  return config.socialLogin?.[provider as SocialProvider];
}
