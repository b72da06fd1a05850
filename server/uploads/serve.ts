/**
 * GET /uploads/<name> on a tenant's site (issue 30): that tenant's uploaded image from the
 * database (tenant_uploads), never another tenant's. A name is the hash of the bytes, so an
 * answer is kept for a year. An SVG goes with a policy of its own that lets it load nothing and
 * run nothing, should it be opened as a page rather than shown by an <img>.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/types.ts';
import { sendBody, sendText } from '../http/respond.ts';
import { UPLOAD_NAME } from './prepare.ts';

const PREFIX = '/uploads/';

const SVG_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  'Content-Disposition': 'inline',
};

/** The tenant's uploads as the site serves them. */
export function createUploadFiles(deps: { db: Db }) {
  function owns(pathname: string): boolean {
    return pathname.startsWith(PREFIX);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, site: { url: URL; tenantId: string }): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(req, res, 405, 'E_METHOD: only GET and HEAD are served here', { Allow: 'GET, HEAD' });
      return;
    }
    const name = site.url.pathname.slice(PREFIX.length);
    // a name that no upload can have costs no query
    const found = UPLOAD_NAME.test(name)
      ? await deps.db.query<{ content_type: string; bytes: Uint8Array }>(
          'SELECT content_type, bytes FROM tenant_uploads WHERE tenant_id = $1 AND name = $2',
          [site.tenantId, name],
        )
      : undefined;
    const row = found?.rows[0];
    if (!row) {
      sendText(req, res, 404, 'E_NOT_FOUND: no such upload');
      return;
    }
    const etag = `"${name.slice(0, 32)}"`;
    const headers: Record<string, string> = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      ETag: etag,
      ...(row.content_type === 'image/svg+xml' ? SVG_HEADERS : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
      res.end();
      return;
    }
    sendBody(req, res, { status: 200, contentType: row.content_type, body: Buffer.from(row.bytes), headers });
  }

  return { owns, handle };
}
