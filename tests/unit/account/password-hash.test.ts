/**
 * Password storage (server/security/password.ts): Argon2id at OWASP's minimum, scrypt hashes of
 * earlier releases still verifying and marked for rewriting, forged stored forms refused before
 * any work, and the trial members' unusable hash matching no password.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, rehashIfOld, unusablePasswordHash, verifyPassword } from '../../../server/security/password.ts';

const ARGON2ID = /^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

function scryptHash(password: string, N: number, r: number, p: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N, r, p, maxmem: 256 * N * r });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

describe('password hashes', () => {
  it('are Argon2id with a salt of their own, and verify only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('right1234'), hashPassword('right1234')]);
    expect(first).toMatch(ARGON2ID);
    expect(second).not.toBe(first);
    expect(await verifyPassword('right1234', first)).toBe(true);
    expect(await verifyPassword('wrong1234', first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
    expect(await rehashIfOld(first, 'right1234')).toBeNull();
  });

  it('treat the composed and decomposed forms of a letter alike', async () => {
    const stored = await hashPassword('caf\u00e9-1234');
    expect(await verifyPassword('cafe\u0301-1234', stored)).toBe(true);
  });

  it('accept the scrypt hashes written before, and rewrite them as Argon2id', async () => {
    for (const [N, r, p] of [
      [2 ** 13, 8, 10],
      [2 ** 14, 8, 1],
    ]) {
      const old = scryptHash('legacy1234', N, r, p);
      expect(await verifyPassword('legacy1234', old)).toBe(true);
      expect(await verifyPassword('legacy12345', old)).toBe(false);
      expect(needsRehash(old)).toBe(true);
      const rewritten = await rehashIfOld(old, 'legacy1234');
      expect(rewritten).toMatch(ARGON2ID);
      expect(await verifyPassword('legacy1234', rewritten!)).toBe(true);
    }
  });

  it('refuse forged or malformed stored forms without running them', async () => {
    const real = await hashPassword('right1234');
    const [, , , , salt, key] = real.split('$');
    for (const forged of [
      `$argon2id$v=19$m=4194304,t=2,p=1$${salt}$${key}`, // 4 GiB
      `$argon2id$v=19$m=19456,t=99,p=1$${salt}$${key}`,
      `$argon2i$v=19$m=19456,p=1,t=2$${salt}$${key}`,
      `$argon2id$v=16$m=19456,p=1,t=2$${salt}$${key}`,
      `$argon2id$v=19$m=19456,p=1,t=2$${salt}$short`,
      'scrypt$1048577$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5',
      'scrypt$studio-preview$no-password',
      '',
    ]) {
      expect(await verifyPassword('right1234', forged), forged).toBe(false);
      expect(needsRehash(forged), forged).toBe(false);
    }
  });

  it('unusable hashes (trial members) have the current form and match no password', async () => {
    const stored = unusablePasswordHash();
    expect(stored).toMatch(ARGON2ID);
    expect(needsRehash(stored)).toBe(false);
    expect(unusablePasswordHash()).not.toBe(stored);
    for (const guess of ['', 'password', 'trial1234']) expect(await verifyPassword(guess, stored)).toBe(false);
  });
});
