/** Lifetimes and rate limits of the account services, in one place. */

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_DIGITS = 4;

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_DIGITS = 6;
/** wrong guesses a code survives before it is burnt */
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** one code per number per resend window; the response's expirationTime is the end of it */
export const SMS_RESEND_MS = 60_000;
export const SMS_LIMITS = { hourMs: 60 * 60_000, perNumberPerHour: 5, perAddressPerHour: 20 } as const;
/** per client address: code checks of the verification call (each wrong one also counts on the code) */
export const VERIFICATION_ADDRESS_LIMIT = { windowMs: 10 * 60_000, max: 30 } as const;

/** per client address: new captchas and registration attempts */
export const CAPTCHA_ADDRESS_LIMIT = { windowMs: 10 * 60_000, max: 30 } as const;
export const REGISTER_ADDRESS_LIMIT = { windowMs: 60 * 60_000, max: 20 } as const;

/** a social sign-in (OpenID Connect) lasts this long from the tap to the provider's answer */
export const OIDC_FLOW_TTL_MS = 10 * 60_000;
/** per client address: social sign-ins started */
export const OIDC_START_ADDRESS_LIMIT = { windowMs: 10 * 60_000, max: 30 } as const;
