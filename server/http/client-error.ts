/**
 * Requests Node's HTTP parser refuses before any handler runs (a request line or headers larger
 * than MAX_HEADER_BYTES, a malformed request): answered with the API's JSON envelope and a code
 * instead of Node's bare status line, then the connection is closed.
 */
import type { Socket } from 'node:net';
import { errorEnvelope } from './envelope.ts';

/** The largest request line plus headers accepted (Node's default, made explicit). */
export const MAX_HEADER_BYTES = 16 * 1024;

const ANSWERS: Record<string, [status: number, reason: string, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'E_HEADER_TOO_LARGE',
    `The address or the headers of the request are larger than ${MAX_HEADER_BYTES / 1024} KB`,
  ],
  HPE_URI_TOO_LONG: [414, 'URI Too Long', 'E_URL_TOO_LONG', `The address of the request is larger than ${MAX_HEADER_BYTES / 1024} KB`],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'E_TIMEOUT', 'The request took too long to arrive'],
};
const MALFORMED: [number, string, string, string] = [400, 'Bad Request', 'E_BAD_REQUEST', 'The request is not valid HTTP'];

/** The server's 'clientError' listener. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, code, message] = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(errorEnvelope(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}
