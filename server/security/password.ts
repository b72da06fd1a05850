/**
 * Password hashing with scrypt, 16-byte salt, 32-byte key. The stored form carries its
 * parameters, `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the cost can change without
 * invalidating existing hashes: a sign-in with a hash of other parameters rewrites it
 * (rehashIfOld).
 *
 * The parameters are N=2^13, r=8, p=10: one of the five equally strong settings of the OWASP
 * password storage cheat sheet (N=2^17 p=1 ... N=2^13 p=10, the same CPU work). The work is the
 * same as N=2^17 p=1, but each hash needs 8 MiB instead of 128 MiB, so hashes side by side do not
 * fight over memory bandwidth: on the 2-core bench machine 8 parallel hashes finish at 8.6/s
 * against 2.8/s (scripts/bench-load.ts notes), and a sign-in storm cannot take 128 MiB per request.
 *
 * At most `HASH_LANES` derivations run at once (the core count minus one, at least one); the rest
 * wait their turn in order. Node's thread pool would otherwise run four at once on any machine and
 * take every core from the event loop, so every other request waits behind a storm of sign-ins.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

export const SCRYPT_PARAMS = { N: 2 ** 13, r: 8, p: 10 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MAX_N = 2 ** 20;
const MAX_P = 16;
export const HASH_LANES = Math.max(1, availableParallelism() - 1);

let running = 0;
const waiting: (() => void)[] = [];

/** Runs work when a hashing lane is free, first come first served. */
async function inLane<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_LANES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128*N*r bytes; Node's default maxmem (32 MiB) is below that for N=2^17.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return inLane(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** Hashes a password into the self-describing stored form. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** Splits a stored hash; null when it is not a well-formed scrypt hash. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const valid = (n: number) => Number.isInteger(n) && n > 0;
  if (!valid(N) || !valid(r) || !valid(p) || N > MAX_N || p > MAX_P || r > 32 || (N & (N - 1)) !== 0) return null;
  const salt = Buffer.from(parts[4], 'base64url');
  const key = Buffer.from(parts[5], 'base64url');
  if (salt.length < SALT_BYTES || key.length !== KEY_BYTES) return null;
  return { N, r, p, salt, key };
}

/** True when password matches the stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than today's (a sign-in rewrites it). */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  const { N, r, p } = SCRYPT_PARAMS;
  return parsed !== null && (parsed.N !== N || parsed.r !== r || parsed.p !== p);
}

/**
 * After a sign-in proved `password`: a hash with today's parameters when `stored` has older ones
 * (the caller writes it to the account), else null.
 */
export async function rehashIfOld(stored: string, password: string): Promise<string | null> {
  return needsRehash(stored) ? hashPassword(password) : null;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for logins naming an unknown account,
 * so response time does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
