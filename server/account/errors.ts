/** Errors of the account endpoints: a field that breaks its rule, a missing or wrong captcha. */
import { ApiError } from '../http/api-error.ts';

const CAPTCHA_ERROR = 'Verification code error';

/**
 * 400 E_BAD_REQUEST naming the field ("body.username: ..."); the value carries the field and the
 * message key, so the browser can show the text in the member's language and focus the field.
 */
export function fieldError(field: string, message: string, messageKey: string): ApiError {
  return new ApiError(400, 'E_BAD_REQUEST', `body.${field}: ${message}`, { field, messageKey });
}

/** A captcha was needed and is missing, wrong, used or expired. Login answers 401, register 400. */
export function captchaRequired(status: 400 | 401 = 401): ApiError {
  return new ApiError(status, 'E_CAPTCHA_REQUIRED', CAPTCHA_ERROR, { captcha: true });
}

export function conflict(message: string): ApiError {
  return new ApiError(409, 'E_CONFLICT', message);
}

/** A phone proof of the other flow than the tenant's settings.phoneProof (SPEC 3: SMS code or Firebase ID token). */
export function phoneProofFlowError(flow: 'sms' | 'firebase'): ApiError {
  const wanted = flow === 'firebase' ? 'a Firebase ID token (firebaseIdToken)' : 'an SMS code (messageCode)';
  return new ApiError(400, 'E_PHONE_PROOF_FLOW', `This site verifies mobile numbers with ${wanted}`);
}

/** A good Firebase ID token of another number than the one given (login 401, registration 400). */
export function phoneMismatch(status: 400 | 401, value: unknown = null): ApiError {
  return new ApiError(status, 'E_FIREBASE_PHONE_MISMATCH', 'The verified mobile number is not the one entered', value);
}
