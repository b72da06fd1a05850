import { ApiError } from '../../../engine';

/**
 * Server texts of the SPEC 8 catalogue that the account endpoints answer with, mapped to their
 * message keys so the member reads them in the chosen language.
 */
const serverTexts: Record<string, string> = {
  'The mobile num is not valid': 'rule.mobileInvalid',
  'Please enter a valid mobile number': 'rule.mobileInvalid',
  'Verification code error': 'error.E_CAPTCHA_REQUIRED',
  'Sorry, the username already exists': 'error.E_CONFLICT',
  'Sorry, the mobile number is already registered': 'rule.mobileTaken',
  'Invalid invitation code': 'invitation_code_error',
  'Confirmation password not matched': 'in_confirmation_correct',
  'Sorry, the user does not exist or is disabled': 'error.E_LOGIN_FAILED',
  'Sorry, this account does not have permission or the feature is temporarily unavailable': 'error.E_FORBIDDEN',
};

/** A failed call as a message key (or, failing that, the server's own text) plus its details. */
export interface Failure {
  code: string;
  message: string;
  /** The field the server named, when it refused one field. */
  field?: string;
  /** The server asks for the image captcha (login after failures). */
  captcha: boolean;
}

/**
 * Reads a failure: the rule's message key the server named (a refused field), else the server's
 * message when it is a key of the catalogue, else the key of a
 * known server text, else the key for its code, else the server's text, else 'error.unknown'.
 */
export function readFailure(error: unknown, catalogue: Record<string, unknown>): Failure {
  const failure = error instanceof ApiError ? error : new ApiError('E_UNKNOWN', 'error.unknown');
  const value = (failure.value && typeof failure.value === 'object' ? failure.value : {}) as {
    captcha?: unknown;
    field?: unknown;
    messageKey?: unknown;
  };
  const ruleKey = typeof value.messageKey === 'string' && catalogue[value.messageKey] !== undefined ? value.messageKey : undefined;
  const byText = serverTexts[failure.message];
  const message =
    ruleKey ||
    (catalogue[failure.message] !== undefined && failure.message) ||
    byText ||
    (catalogue[`error.${failure.code}`] !== undefined && `error.${failure.code}`) ||
    failure.message ||
    'error.unknown';
  return { code: failure.code, message, field: typeof value.field === 'string' ? value.field : undefined, captcha: value.captcha === true };
}
