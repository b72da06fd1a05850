/**
 * The pages a launched game opens, served by the reference server itself: generated game
 * artwork (/assets/games/<gameCode>.svg), the demo games under /demo-game/ (a 3x3 slot and a
 * pick-numbers lottery: HTML, external JS and CSS, so they run under the site's strict CSP), the
 * demo task page (/demo-game/task.html, rendered in the asked language and theme) and the demo
 * tenant's app download placeholders (/downloads/: text files saying they are placeholders).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/types.ts';
import { sendBody, sendText } from '../http/respond.ts';
import { gameCodeOfArtworkPath, renderArtwork } from '../games/artwork.ts';
import { renderTaskPage } from './task-page.ts';

const PUBLIC_DIR = new URL('./public/', import.meta.url);

const PAGES: Record<string, { file: string; type: string; download?: string }> = {
  '/demo-game': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/demo-game/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/demo-game/index.html': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/demo-game/lottery.html': { file: 'lottery.html', type: 'text/html; charset=utf-8' },
  '/demo-game/demo-game.css': { file: 'demo-game.css', type: 'text/css; charset=utf-8' },
  '/demo-game/common.js': { file: 'common.js', type: 'text/javascript; charset=utf-8' },
  '/demo-game/slot.js': { file: 'slot.js', type: 'text/javascript; charset=utf-8' },
  '/demo-game/lottery.js': { file: 'lottery.js', type: 'text/javascript; charset=utf-8' },
  '/demo-game/task.js': { file: 'task.js', type: 'text/javascript; charset=utf-8' },
  '/downloads/demo-play.apk': {
    file: 'downloads/demo-play.apk',
    type: 'application/vnd.android.package-archive',
    download: 'demo-play.apk',
  },
  '/downloads/demo-play.mobileconfig': {
    file: 'downloads/demo-play.mobileconfig',
    type: 'application/x-apple-aspen-config',
    download: 'demo-play.mobileconfig',
  },
};

const TASK_PAGE = '/demo-game/task.html';

/** The head every demo game page includes: meta tags, the tenant, the stylesheet and common.js. */
const SHARED_HEAD = 'head.html';

/** Artwork never changes for a code, so browsers keep it a day without asking. */
const ARTWORK_CACHE = 'public, max-age=86400';
const ARTWORK_MEMO_LIMIT = 20_000;

function escapeAttribute(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string);
}

export interface GamePagesRequest {
  url: URL;
  tenantId: string;
}

export function createGamePages(options: { db: Db }) {
  const files = new Map<string, string>();
  const artwork = new Map<string, { svg: Buffer; etag: string } | null>();

  function read(file: string): string {
    let text = files.get(file);
    if (text === undefined) {
      text = readFileSync(fileURLToPath(new URL(file, PUBLIC_DIR)), 'utf8');
      files.set(file, text);
    }
    return text;
  }

  async function artworkOf(tenantId: string, code: string): Promise<{ svg: Buffer; etag: string } | null> {
    const key = `${tenantId}/${code}`;
    if (artwork.has(key)) return artwork.get(key) ?? null;
    const found = await options.db.query<{ game_name: string; vassalage: string }>(
      'SELECT game_name, vassalage FROM games WHERE tenant_id = $1 AND game_code = $2',
      [tenantId, code],
    );
    const row = found.rows[0];
    const svg = row ? Buffer.from(renderArtwork({ gameCode: code, gameName: row.game_name, vendor: row.vassalage })) : null;
    const entry = svg ? { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"` } : null;
    if (artwork.size >= ARTWORK_MEMO_LIMIT) artwork.clear();
    artwork.set(key, entry);
    return entry;
  }

  /** Whether the path is one of these pages (the caller then awaits handle). */
  function owns(pathname: string): boolean {
    return (
      pathname.startsWith('/assets/games/') ||
      pathname === '/demo-game' ||
      pathname.startsWith('/demo-game/') ||
      pathname.startsWith('/downloads/')
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse, request: GamePagesRequest): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(req, res, 405, 'E_METHOD: only GET and HEAD are served here', { Allow: 'GET, HEAD' });
      return;
    }
    const { pathname } = request.url;
    const code = gameCodeOfArtworkPath(pathname);
    if (code) {
      const art = await artworkOf(request.tenantId, code);
      if (!art) {
        sendText(req, res, 404, 'E_NOT_FOUND: no such game artwork');
        return;
      }
      const headers = { 'Cache-Control': ARTWORK_CACHE, ETag: art.etag };
      if (req.headers['if-none-match'] === art.etag) {
        res.statusCode = 304;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.end();
        return;
      }
      sendBody(req, res, { status: 200, contentType: 'image/svg+xml', body: art.svg, headers });
      return;
    }
    const tenantMeta = `<meta name="tenant" content="${escapeAttribute(request.tenantId)}">`;
    if (pathname === TASK_PAGE) {
      const body = Buffer.from(renderTaskPage(request.url.searchParams, tenantMeta));
      sendBody(req, res, { status: 200, contentType: 'text/html; charset=utf-8', body, headers: { 'Cache-Control': 'no-cache' } });
      return;
    }
    const page = PAGES[pathname];
    if (!page) {
      sendText(req, res, 404, 'E_NOT_FOUND: no such file');
      return;
    }
    // The pages share one head (head.html, not served by itself). Their scripts send the tenant with
    // each API call; it travels in a meta tag, not inline script.
    const body = read(page.file).replace('<!--demo-game-head-->', read(SHARED_HEAD)).replace('<!--tenant-->', tenantMeta);
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
    if (page.download) headers['Content-Disposition'] = `attachment; filename="${page.download}"`;
    sendBody(req, res, { status: 200, contentType: page.type, body: Buffer.from(body), headers });
  }

  return { owns, handle };
}
