/** A server refusal in the cashier's words. */
import { StudioError } from '../api';
import { isDeskKey, say, type DeskLanguage } from './messages';

export function errorText(language: DeskLanguage, error: unknown): string {
  const code = error instanceof StudioError ? error.code : '';
  const message = error instanceof Error ? error.message : String(error);
  const key = `error.${code}`;
  return isDeskKey(key) ? say(language, key, { message }) : say(language, 'error.other', { message });
}
