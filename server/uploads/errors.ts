/**
 * The refusals of an upload (issue 30), each a code and a message saying what is accepted, so the
 * studio can show the message as it is.
 */
import { ApiError } from '../http/api-error.ts';

/** The largest file an operator may upload, decoded. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The widest and tallest image, in pixels. */
export const UPLOAD_MAX_SIDE = 4096;

/** A reason quotes the file (a tag's name), which may be as long as the file. */
const shortened = (why: string) => (why.length > 200 ? `${why.slice(0, 200)}…` : why);

const ACCEPTED = 'PNG, JPEG, WebP or GIF image, or an SVG drawing';

export const uploadErrors = {
  /** More than UPLOAD_MAX_BYTES sent. */
  tooLarge: (bytes: number) =>
    new ApiError(413, 'E_UPLOAD_TOO_LARGE', `The file is ${bytes} bytes; an upload may be at most ${UPLOAD_MAX_BYTES} bytes (2 MB)`, {
      limit: UPLOAD_MAX_BYTES,
    }),
  /** An image that grows past `limit` when encoded again (a tiny file of huge, noisy pixels). */
  reencodedTooLarge: (bytes: number, limit: number) =>
    new ApiError(
      413,
      'E_UPLOAD_TOO_LARGE',
      `Encoded again without its metadata the image is ${bytes} bytes, more than the ${limit} stored for one; send it smaller or simpler`,
      { limit },
    ),
  /** The bytes are not an image of an accepted type, not the type they were sent as, or unreadable. */
  type: (why: string) => new ApiError(400, 'E_UPLOAD_TYPE', `${shortened(why)}. Accepted: a ${ACCEPTED}, sent with its own type`),
  dimensions: (width: number, height: number) =>
    new ApiError(
      400,
      'E_UPLOAD_DIMENSIONS',
      `The image is ${width} x ${height} pixels; at most ${UPLOAD_MAX_SIDE} x ${UPLOAD_MAX_SIDE} are accepted`,
      { limit: UPLOAD_MAX_SIDE },
    ),
};
