import type { IntlShape } from 'react-intl';
import { ApiError } from '../../engine';

/**
 * The text to show for a failed call: the message key for its code when the tenant has one
 * (error.E_LOGIN_FAILED), else the server's message if it is a key, else the server's text.
 */
export function errorText(intl: IntlShape, error: unknown): string {
  const failure = error instanceof ApiError ? error : new ApiError('E_UNKNOWN', 'error.unknown');
  const byCode = `error.${failure.code}`;
  if (intl.messages[byCode]) return intl.formatMessage({ id: byCode });
  if (intl.messages[failure.message]) return intl.formatMessage({ id: failure.message });
  return failure.message || intl.formatMessage({ id: 'error.unknown' });
}
