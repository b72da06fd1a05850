/**
 * The encrypted login of SPEC 3 and 7 ("encrypted data plus encryption header, or the login
 * payload"). A browser seals the login payload with a fresh AES-256-GCM key, and wraps that key
 * with RSA-OAEP-256 under the server's public key (GET /api/member/login/key); it sends
 * `X-Login-Encryption: RSA-OAEP-256+A256GCM; key=<id>` and the body {key, iv, data}, each base64.
 * The server opens it here before the payload is checked against its schema like a plain one.
 *
 * The key pair lives in the database (migration 037), made by the first server started on it
 * (server/main.ts), so asking for the key writes nothing.
 * TLS protects the login on the wire either way; this keeps the password out of whatever reads
 * the request after TLS ends (a CDN, a proxy's log).
 */
import {
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  constants,
  createPrivateKey,
  type KeyObject,
} from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../http/api-error.ts';

export const LOGIN_ENCRYPTION = 'RSA-OAEP-256+A256GCM';
export const LOGIN_ENCRYPTION_HEADER = 'x-login-encryption';

interface LoginKey {
  id: string;
  /** the public key, SPKI DER as base64 */
  publicKey: string;
  privateKey: KeyObject;
}

/** The key pair read, per database (a process may serve more than one: the tests). */
const cached = new WeakMap<Queryable, Promise<LoginKey>>();

/** The login key pair of this database: read, or made and stored by the first server that asks. */
export function loginKey(db: Queryable): Promise<LoginKey> {
  let found = cached.get(db);
  if (!found) {
    found = readOrMake(db).catch((error: unknown) => {
      cached.delete(db);
      throw error;
    });
    cached.set(db, found);
  }
  return found;
}

async function readOrMake(db: Queryable): Promise<LoginKey> {
  const read = () =>
    db.query<{ id: string; public_spki: string; private_pkcs8: string }>(
      'SELECT id, public_spki, private_pkcs8 FROM login_keys ORDER BY created_at LIMIT 1',
    );
  let row = (await read()).rows[0];
  if (!row) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const id = randomBytes(12).toString('base64url');
    const publicSpki = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const privatePkcs8 = pair.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    // two servers making one at once: the first row stays, and both read it back
    await db.query(
      'INSERT INTO login_keys (id, public_spki, private_pkcs8) SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM login_keys)',
      [id, publicSpki, privatePkcs8],
    );
    row = (await read()).rows[0];
  }
  return {
    id: row.id,
    publicKey: row.public_spki,
    privateKey: createPrivateKey({ key: Buffer.from(row.private_pkcs8, 'base64'), format: 'der', type: 'pkcs8' }),
  };
}

const refused = (message: string) => new ApiError(400, 'E_LOGIN_ENCRYPTION', message);

/** The sealed body's parts, each base64 of a bounded size (a 2048-bit key wraps to 256 bytes). */
const PARTS = { key: 256, iv: 12, data: 4096 } as const;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function part(body: Record<string, unknown>, name: keyof typeof PARTS): Buffer {
  const text = body[name];
  if (typeof text !== 'string' || text.length > Math.ceil(PARTS[name] / 3) * 4 + 4 || !BASE64.test(text))
    throw refused(`body.${name}: must be base64`);
  const bytes = Buffer.from(text, 'base64');
  if (name !== 'data' ? bytes.length !== PARTS[name] : bytes.length < 17 || bytes.length > PARTS.data)
    throw refused(`body.${name}: has the wrong length`);
  return bytes;
}

/**
 * The login payload of a request: the body as it came without the encryption header, else the
 * sealed body opened. A header of another kind, a key that is not the server's (the browser asks
 * for the key again), a body of other fields or one that does not open is 400 E_LOGIN_ENCRYPTION.
 */
export async function openLogin(db: Queryable, header: string | string[] | undefined, body: unknown): Promise<unknown> {
  if (header === undefined) return body;
  const match = typeof header === 'string' ? /^RSA-OAEP-256\+A256GCM; *key=([A-Za-z0-9_-]{8,32})$/.exec(header.trim()) : null;
  if (!match) throw refused(`${LOGIN_ENCRYPTION_HEADER}: must be "${LOGIN_ENCRYPTION}; key=<id>"`);
  const key = await loginKey(db);
  if (match[1] !== key.id)
    throw new ApiError(400, 'E_LOGIN_KEY', 'The login was sealed with another key: ask for the key again', { keyId: key.id });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refused('body: must be the sealed login {key, iv, data}');
  const fields = body as Record<string, unknown>;
  const extra = Object.keys(fields).filter((name) => !(name in PARTS));
  if (extra.length > 0) throw refused(`body.${extra[0]}: is not a part of the sealed login`);
  const wrapped = part(fields, 'key');
  const iv = part(fields, 'iv');
  const data = part(fields, 'data');
  let text: string;
  try {
    const aesKey = privateDecrypt({ key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped);
    if (aesKey.length !== 32) throw new Error('key length');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(data.subarray(data.length - 16));
    text = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw refused('The sealed login does not open with the server key');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refused('The sealed login is not a JSON payload');
  }
}
