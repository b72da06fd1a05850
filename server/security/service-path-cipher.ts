/**
 * SPEC 3 and 9.22's encrypted customer-service paths, "decrypted using the last 8 characters as
 * the key". The value is the base64 text that `CryptoJS.AES.encrypt(address, key)` and
 * `openssl enc -aes-256-cbc -md md5 -a -A -pass pass:<key>` write, followed by the 8-character
 * key itself:
 *
 *   U2FsdGVkX1+...base64...==Ab3dE5gH
 *
 * That base64 is OpenSSL's salted format ("Salted__", an 8-byte salt, then AES-256-CBC with
 * PKCS#7 padding under a key and IV that EVP_BytesToKey derives with MD5 from the key and the
 * salt): what back offices that follow SPEC hand out, so an operator can paste theirs, and Node's
 * crypto opens it with no dependency. The key travels with the value: this keeps the address out
 * of sight of a casual reader of the config, never a secret. What makes the address safe is the
 * check of what comes out, as for a plain address (server/tenants/lint-urls.ts). The server
 * decrypts and the browser gets the address (server/http/served-config.ts): no cipher in its bundle.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';

const SERVICE_PATH_KEY_LENGTH = 8;

/** base64 of "Salted__": every encrypted form starts with it, and no plain address (a site path, https:) can. */
const ENCRYPTED_PREFIX = 'U2FsdGVkX1';
const SALTED = Buffer.from('Salted__');
const SALT_LENGTH = 8;
const BLOCK = 16;
/** AES-256's key (32 bytes) and the CBC IV (16), derived together. */
const KEY_BYTES = 32;
const DERIVED_BYTES = KEY_BYTES + BLOCK;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** The key's characters: printable ASCII but the space (a key the script makes is letters and digits). */
const KEY = /^[!-~]{8}$/;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Far beyond any address: bounds the work a hostile value can ask for. */
const MAX_VALUE_LENGTH = 4096;
/** C0 controls, DEL, C1 controls and the line and paragraph separators: never in an address an operator meant. */
// eslint-disable-next-line no-control-regex -- the control ranges are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Why a value does not open: `form` (not base64 text of the salted format followed by an
 * 8-character key), `cipher` (the key does not open it, or it was damaged), `control` (what it
 * opens to holds control characters).
 */
export type ServicePathProblem = 'form' | 'cipher' | 'control';

export type OpenedServicePath = { readonly address: string } | { readonly problem: ServicePathProblem };

/** True when `value` is in the encrypted form (as opposed to a plain site path or https address). */
export function isEncryptedServicePath(value: string): boolean {
  return value.startsWith(ENCRYPTED_PREFIX);
}

/** True when `text` holds a character no address should: see CONTROL. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** OpenSSL's EVP_BytesToKey with MD5 and one round: each MD5 block hashes the one before, the key and the salt. */
function keyAndIv(key: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  const secret = Buffer.from(key, 'utf8');
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (blocks.length * BLOCK < DERIVED_BYTES) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, secret, salt]))
      .digest();
    blocks.push(previous);
  }
  const derived = Buffer.concat(blocks);
  return { key: derived.subarray(0, KEY_BYTES), iv: derived.subarray(KEY_BYTES, DERIVED_BYTES) };
}

/** A fresh key of letters and digits. */
function newServicePathKey(): string {
  return Array.from({ length: SERVICE_PATH_KEY_LENGTH }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
}

/** The encrypted form of `address` under `key` (8 printable characters; a fresh one by default). */
export function encryptServicePath(address: string, key = newServicePathKey()): string {
  if (!KEY.test(key)) throw new Error(`the key must be ${SERVICE_PATH_KEY_LENGTH} printable characters without spaces`);
  const salt = randomBytes(SALT_LENGTH);
  const derived = keyAndIv(key, salt);
  const cipher = createCipheriv('aes-256-cbc', derived.key, derived.iv);
  const sealed = Buffer.concat([SALTED, salt, cipher.update(address, 'utf8'), cipher.final()]);
  return sealed.toString('base64') + key;
}

/** The address an encrypted value holds, decrypted with its last 8 characters, or why it has none. */
export function decryptServicePath(value: string): OpenedServicePath {
  const text = value.slice(0, -SERVICE_PATH_KEY_LENGTH);
  const key = value.slice(-SERVICE_PATH_KEY_LENGTH);
  if (value.length > MAX_VALUE_LENGTH || !isEncryptedServicePath(text) || !BASE64.test(text) || !KEY.test(key)) return { problem: 'form' };
  const sealed = Buffer.from(text, 'base64');
  const body = sealed.subarray(SALTED.length + SALT_LENGTH);
  if (body.length === 0 || body.length % BLOCK !== 0) return { problem: 'form' };
  const derived = keyAndIv(key, sealed.subarray(SALTED.length, SALTED.length + SALT_LENGTH));
  let address: string;
  try {
    const decipher = createDecipheriv('aes-256-cbc', derived.key, derived.iv);
    address = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat([decipher.update(body), decipher.final()]));
  } catch {
    // bad padding (a wrong key, most of the time) or bytes that are not UTF-8 text
    return { problem: 'cipher' };
  }
  return hasControlCharacters(address) ? { problem: 'control' } : { address };
}
