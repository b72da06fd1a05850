/**
 * What a studio preview identity (server/studio/preview-session.ts) may do through the API: read.
 * One rule for every endpoint, applied by the dispatcher (server/http/api.ts) before the body is
 * read or the handler runs: GET and HEAD are allowed, every other method is refused, and a handler
 * can say otherwise with its `preview` flag (server/http/handler.ts).
 */
import { ApiError } from './api-error.ts';
import type { ApiHandler } from './handler.ts';

const PREVIEW_READ_ONLY = 'This is a studio preview: nothing can be changed from it';

export const previewReadOnly = () => new ApiError(403, 'E_PREVIEW_READ_ONLY', PREVIEW_READ_ONLY);

/** True when a preview identity's call of this method on this handler must be refused. */
export function refusesPreview(method: string, handler: Pick<ApiHandler, 'preview'>): boolean {
  if (handler.preview) return handler.preview === 'refused';
  return method !== 'GET' && method !== 'HEAD';
}
