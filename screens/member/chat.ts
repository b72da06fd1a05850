/** Live-chat rules of SPEC 6 and 7, pure so they are unit-tested. */
import type { ChatLaunchQuery } from '../../engine';

export interface ChatContext {
  /** the CBS3 white-label flag */
  cbs3: boolean;
  signedIn: boolean;
  memberType: number | undefined;
  labels: string[];
  /** the trial member type (constants.memberTypes.trial) */
  trialType: number;
}

/** The entry shows when CBS3 is on and either nobody is signed in (a tap goes to /m/login) or the member may chat. */
export function showChatEntry(ctx: ChatContext): boolean {
  if (!ctx.cbs3) return false;
  return !ctx.signedIn || mayChat(ctx);
}

/** Chat itself: CBS3 on, a member, type not 4, no 'nochat' label. */
export function mayChat(ctx: ChatContext): boolean {
  return ctx.cbs3 && ctx.signedIn && ctx.memberType !== ctx.trialType && !ctx.labels.includes('nochat');
}

/** The chat language: uppercased, every Chinese variant (zh, zh-CN, zh_TW, cn...) collapsed to CN. */
export function chatLanguage(language: string): string {
  const upper = language.trim().toUpperCase();
  if (
    upper === 'CN' ||
    upper === 'ZH' ||
    upper.startsWith('ZH-') ||
    upper.startsWith('ZH_') ||
    upper.startsWith('CN-') ||
    upper.startsWith('CN_')
  )
    return 'CN';
  return upper.replace(/[^A-Z]/g, '').slice(0, 5) || 'EN';
}

/** The chat launch query (SPEC 7): b2c=1, language, backUrl, headerColor, title. */
export function chatLaunchQuery(language: string, backUrl: string, headerColor: string, title: string): ChatLaunchQuery {
  return { b2c: '1', language: chatLanguage(language), backUrl, headerColor, title };
}

/** The browser navigates to chatUrl this long after the answer (SPEC 4). */
export const CHAT_NAVIGATE_MS = 500;
