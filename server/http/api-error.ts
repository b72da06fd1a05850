/**
 * Errors an API handler throws: each has the HTTP status, the envelope code and a human message.
 * Anything else thrown becomes 500 E_INTERNAL without its stack reaching the client.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly value: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NOT_LOGGED_IN = 'You are not logged in, please login first';
const LOGIN_FAILED = 'Sorry, the user does not exist or is disabled';

export const apiErrors = {
  badRequest: (message: string) => new ApiError(400, 'E_BAD_REQUEST', message),
  unauthorized: () => new ApiError(401, 'E_UNAUTHORIZED', NOT_LOGGED_IN),
  loginFailed: (captcha: boolean) => new ApiError(401, 'E_LOGIN_FAILED', LOGIN_FAILED, { captcha }),
  forbidden: (message = 'Sorry, this account does not have permission or the feature is temporarily unavailable') =>
    new ApiError(403, 'E_FORBIDDEN', message),
  notFound: (message = 'The requested url is not found') => new ApiError(404, 'E_NOT_FOUND', message),
  method: (allowed: string[]) =>
    new ApiError(405, 'E_METHOD', `Method not allowed here; use ${allowed.join(' or ')}`, null, { Allow: allowed.join(', ') }),
  tooLarge: (limitBytes: number) => new ApiError(413, 'E_TOO_LARGE', `The request body is larger than ${limitBytes} bytes`),
  rateLimited: (retryAfterSec: number) =>
    new ApiError(429, 'E_RATE_LIMITED', `Too many attempts, please try again in ${Math.ceil(retryAfterSec / 60)} minute(s)`, null, {
      'Retry-After': String(retryAfterSec),
    }),
  internal: () => new ApiError(500, 'E_INTERNAL', 'Unknown error, please try again later'),
};
