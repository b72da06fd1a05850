/**
 * Image uploads into a tenant's assets (issue 30) through the real server, on PGlite or on the
 * PostgreSQL of DATABASE_URL: a PNG and a JPEG come back re-encoded without their metadata, an
 * SVG without its scripts, handlers, foreign objects and outside links, each served on its
 * tenant's host only with headers that keep it an image; a file that is not what it says, too
 * large, too many pixels, a bad file name, a cashier, another tenant's operator and no session
 * are refused. The test images are made with sharp here.
 */
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioClient } from './support/studio.ts';
import { call, callRaw, expectError, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const { get, post, operator } = studioClient(() => server);
const editor = () => operator('demo-editor', 'editor1234');
const cashier = () => operator('demo-cashier', 'cashier1234');
const lucky = () => operator('lucky-operator', 'operator1234');

const DEMO_HOST = 'demo.localhost';
const LUCKY_HOST = 'lucky.localhost';

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A red PNG carrying EXIF (from sharp) and a tEXt comment put in by hand before its IEND. */
async function pngWithMetadata(): Promise<Buffer> {
  const png = await sharp({ create: { width: 40, height: 24, channels: 3, background: '#c00' } })
    .png()
    .withExif({ IFD0: { Copyright: 'exif-secret-owner' } })
    .toBuffer();
  const iend = png.length - 12;
  return Buffer.concat([
    png.subarray(0, iend),
    pngChunk('tEXt', Buffer.from('Comment\0text-secret-location', 'latin1')),
    png.subarray(iend),
  ]);
}

const upload = async (contentType: string, bytes: Buffer, token?: string, fileName = 'banner') =>
  post('tenants/demo/uploads', { fileName, contentType, data: bytes.toString('base64') }, token ?? (await editor()));

/** The upload's answer, checked to be a success. */
async function uploaded(contentType: string, bytes: Buffer) {
  const res = await upload(contentType, bytes);
  expect(res.status, res.text).toBe(200);
  return res.json.value as { url: string; name: string; contentType: string; bytes: number; width: number | null; height: number | null };
}

const served = (url: string, host = DEMO_HOST) => callRaw(server, url, { host });

describe('uploading an image', () => {
  it('re-encodes a PNG without its metadata and serves it on its tenant’s host alone', async () => {
    const sent = await pngWithMetadata();
    expect(sent.includes('exif-secret-owner')).toBe(true);
    expect(sent.includes('text-secret-location')).toBe(true);
    const image = await uploaded('image/png', sent);
    expect(image).toMatchObject({ contentType: 'image/png', width: 40, height: 24 });
    expect(image.url).toBe(`/uploads/${image.name}`);
    expect(image.name).toMatch(/^[0-9a-f]{32}\.png$/);

    const res = await served(image.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.equals(sent)).toBe(false);
    expect(res.body.length).toBe(image.bytes);
    expect(res.body.includes('exif-secret-owner')).toBe(false);
    expect(res.body.includes('text-secret-location')).toBe(false);
    expect(res.body.includes('tEXt')).toBe(false);
    expect(res.body.includes('eXIf')).toBe(false);
    expect(`${createHash('sha256').update(res.body).digest('hex').slice(0, 32)}.png`).toBe(image.name);
    const pixels = await sharp(res.body).metadata();
    expect(pixels).toMatchObject({ format: 'png', width: 40, height: 24 });
    expect(pixels.exif).toBeUndefined();

    const head = await call(server, image.url, { method: 'HEAD', host: DEMO_HOST });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(image.bytes));
    expect(head.text).toBe('');

    expect((await served(image.url, LUCKY_HOST)).status).toBe(404);
  });

  it('gives the same image the same name, however often it is sent', async () => {
    const sent = await pngWithMetadata();
    const first = await uploaded('image/png', sent);
    const again = await uploaded('image/png', sent);
    expect(again).toEqual(first);
    const audit = await get('tenants/demo/audit', await editor());
    const entries = (audit.json.value as { action: string; detail: Record<string, unknown> }[]).filter((e) => e.action === 'upload');
    expect(entries[0].detail).toMatchObject({ name: first.name, fileName: 'banner', bytes: first.bytes, new: false });
  });

  it('re-encodes a JPEG without its EXIF', async () => {
    const sent = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#06c' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'jpeg-exif-secret' } })
      .toBuffer();
    expect(sent.includes('jpeg-exif-secret')).toBe(true);
    const image = await uploaded('image/jpeg', sent);
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 32 });
    expect(image.name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const res = await served(image.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect([...res.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(res.body.includes('jpeg-exif-secret')).toBe(false);
    expect((await sharp(res.body).metadata()).exif).toBeUndefined();
  });

  it('keeps an SVG’s drawing and drops its scripts, handlers, foreign objects and outside links', async () => {
    const sent = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" onload="alert('load')">
  <script type="text/javascript">alert('script')</script>
  <style>rect { fill: url(https://tracker.example/pixel) }</style>
  <defs><linearGradient id="sky"><stop offset="0" stop-color="#09f"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>
  <rect id="band" width="200" height="50" fill="url(#sky)" onclick="steal()"/>
  <circle cx="20" cy="70" r="10" style="fill:#f60;background:url(https://tracker.example/css)"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html inside</div></foreignObject>
  <a href="javascript:alert('link')"><path d="M0 0 L5 5"/></a>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <use href="#band" y="50"/>
  <image href="https://evil.example/photo.png" width="5" height="5"/>
  <text x="10" y="95" fill="javascript:alert(1)">Big &amp; bold</text>
</svg>`;
    const image = await uploaded('image/svg+xml', Buffer.from(sent));
    expect(image).toMatchObject({ contentType: 'image/svg+xml', width: 200, height: 100 });
    expect(image.name).toMatch(/^[0-9a-f]{32}\.svg$/);
    const res = await served(image.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const text = res.body.toString('utf8');
    for (const gone of [
      'script',
      'onload',
      'onclick',
      'foreignObject',
      'html inside',
      'evil.example',
      'tracker.example',
      'javascript',
      '<style',
      '<image',
      '<a ',
      'DOCTYPE',
    ])
      expect(text).not.toContain(gone);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="200" height="100">/);
    expect(text).toContain('<rect id="band" width="200" height="50" fill="url(#sky)"/>');
    expect(text).toContain('<circle cx="20" cy="70" r="10" fill="#f60"/>');
    expect(text).toContain('<use href="#band" y="50"/>');
    expect(text).toContain('<text x="10" y="95">Big &amp; bold</text>');
    expect(text).toContain('<stop offset="0" stop-color="#09f"/>');
  });

  it('refuses a file that is not the image it says it is', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    for (const [type, bytes] of [
      ['image/png', zip],
      ['image/png', html],
      ['image/png', jpeg],
      ['image/gif', Buffer.from('GIF89a not really')],
      ['image/svg+xml', html],
      ['image/svg+xml', jpeg],
      ['image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['image/svg+xml', Buffer.from('<!DOCTYPE svg [<!ENTITY x "boom">]><svg><text>&x;</text></svg>')],
    ] as const) {
      const message = expectError(await upload(type, bytes), 400, 'E_UPLOAD_TYPE');
      expect(message).toContain('Accepted: a PNG, JPEG, WebP or GIF image, or an SVG drawing');
    }
  });

  it('refuses more than 2 MB, and more than 4096 pixels a side', async () => {
    const message = expectError(await upload('image/png', Buffer.alloc(2 * 1024 * 1024 + 1, 7)), 413, 'E_UPLOAD_TOO_LARGE');
    expect(message).toContain('at most 2097152 bytes');
    const wide = await sharp({ create: { width: 4097, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(expectError(await upload('image/png', wide), 400, 'E_UPLOAD_DIMENSIONS')).toContain('4097 x 2');
  });

  it('refuses a bad file name or body, a cashier, another tenant’s operator and no session', async () => {
    const png = await pngWithMetadata();
    expectError(await upload('image/png', png, undefined, 'ban\u0001ner.png'), 400, 'E_BAD_CHARACTER');
    expectError(await upload('image/png', png, undefined, 'x'.repeat(201)), 400, 'E_BAD_REQUEST');
    expectError(await upload('image/bmp', png), 400, 'E_BAD_REQUEST');
    expectError(
      await post('tenants/demo/uploads', { fileName: 'a', contentType: 'image/png', data: 'not base64!' }, await editor()),
      400,
      'E_BAD_REQUEST',
    );
    expectError(await upload('image/png', png, await cashier()), 403, 'E_CASHIER_ROLE');
    expectError(await upload('image/png', png, await lucky()), 403, 'E_FORBIDDEN');
    expectError(
      await post('tenants/demo/uploads', { fileName: 'a', contentType: 'image/png', data: png.toString('base64') }),
      401,
      'E_UNAUTHORIZED',
    );
  });

  it('answers 404 for a name no upload can have, and for one not uploaded', async () => {
    for (const path of [
      '/uploads/',
      '/uploads/x.png',
      `/uploads/${'A'.repeat(32)}.png`,
      `/uploads/${'a'.repeat(32)}.gif`,
      '/uploads/../tenant.json',
    ])
      expect((await served(path)).status, path).toBe(404);
    expect((await served(`/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await call(server, `/uploads/${'0'.repeat(32)}.png`, { method: 'POST', host: DEMO_HOST })).status).toBe(405);
  });
});
