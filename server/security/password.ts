/**
 * Password hashing with Argon2id, the first choice of the OWASP password storage cheat sheet, at
 * its recommended minimum: m=19 MiB, t=2, p=1, a 16-byte salt and a 32-byte key, stored as the
 * standard self-describing string `$argon2id$v=19$m=19456,p=1,t=2$salt$hash`. Hashes written
 * before it, `scrypt$N$r$p$salt$hash` (N=2^13, r=8, p=10, OWASP's equal of N=2^17), still verify,
 * and a sign-in with any hash of other parameters rewrites it (rehashIfOld).
 *
 * Why Argon2id: at the two algorithms' OWASP minimums one scrypt hash took 100 ms of a core and
 * one Argon2id hash 18.5 ms (this 2-core machine), so sign-in, bound by the hash under load
 * (scripts/bench-load.ts), costs a fifth. Node 20 has no Argon2 of its own (node:crypto has it
 * from Node 24.7); the `argon2` package binds the reference implementation and ships it
 * prebuilt, and runs each hash on Node's thread pool.
 *
 * At most `HASH_LANES` hashes run at once (the core count minus one, at least one); the rest
 * wait their turn in order. Node's thread pool would otherwise run four at once on any machine and
 * take every core from the event loop, so every other request waits behind a storm of sign-ins.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';

/** Today's parameters (OWASP's recommended minimum for Argon2id). */
const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MAX_N = 2 ** 20;
const MAX_P = 16;
const HASH_LANES = Math.max(1, availableParallelism() - 1);

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
  return inLane(() =>
    argon2.hash(password.normalize('NFC'), {
      type: argon2.argon2id,
      ...ARGON2_PARAMS,
      hashLength: KEY_BYTES,
      salt: randomBytes(SALT_BYTES),
    }),
  );
}

/** The parameters of a stored Argon2id hash; null when it is not one we would verify. */
function parseArgon2Hash(stored: string): { m: number; t: number; p: number } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== '' || parts[1] !== 'argon2id' || parts[2] !== 'v=19') return null;
  if (!/^[A-Za-z0-9+/]{22,}$/.test(parts[4]) || !/^[A-Za-z0-9+/]{43}$/.test(parts[5])) return null;
  // "m=19456,p=1,t=2" as the argon2 package writes it, or in any other order
  const params = new Map(parts[3].split(',').map((pair) => pair.split('=') as [string, string]));
  const [m, t, p] = ['m', 't', 'p'].map((name) => (/^\d{1,7}$/.test(params.get(name) ?? '') ? Number(params.get(name)) : NaN));
  // bounds keep a forged row from making one check take seconds or gigabytes
  if (params.size !== 3 || !(m >= 8 * p && m <= 262_144 && t >= 1 && t <= 10 && p >= 1 && p <= 4)) return null;
  return { m, t, p };
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** Splits a stored scrypt hash (written before Argon2id); null when it is not a well-formed one. */
function parsePasswordHash(stored: string): ParsedHash | null {
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

/** True when password matches the stored hash (either form); compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (parseArgon2Hash(stored)) {
    return inLane(() => argon2.verify(stored, password.normalize('NFC'))).catch(() => false);
  }
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

/** True when a stored hash is scrypt or Argon2id of other parameters than today's (a sign-in rewrites it). */
export function needsRehash(stored: string): boolean {
  const argon = parseArgon2Hash(stored);
  if (argon) return argon.m !== ARGON2_PARAMS.memoryCost || argon.t !== ARGON2_PARAMS.timeCost || argon.p !== ARGON2_PARAMS.parallelism;
  return parsePasswordHash(stored) !== null;
}

/**
 * After a sign-in proved `password`: a hash with today's parameters when `stored` has older ones
 * (the caller writes it to the account), else null.
 */
export async function rehashIfOld(stored: string, password: string): Promise<string | null> {
  return needsRehash(stored) ? hashPassword(password) : null;
}

/**
 * A stored hash in today's form whose key is random bytes rather than a derived key: no password
 * verifies against it, and trying one costs what a real check costs. For accounts used only
 * through their session (trial members); hashing a random password would cost a hash for nothing.
 */
export function unusablePasswordHash(): string {
  const { memoryCost, timeCost, parallelism } = ARGON2_PARAMS;
  const base64 = (bytes: number) => randomBytes(bytes).toString('base64').replace(/=+$/, '');
  return `$argon2id$v=19$m=${memoryCost},p=${parallelism},t=${timeCost}$${base64(SALT_BYTES)}$${base64(KEY_BYTES)}`;
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
