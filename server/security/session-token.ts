/**
 * Session tokens: 32 random bytes sent to the browser as base64url; the database keeps only
 * their SHA-256, so a leaked table does not hand out sessions.
 */
import { hash, randomBytes } from 'node:crypto';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh bearer token. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: SHA-256, hex (one-shot crypto.hash: a third of createHash's time, on every member call). */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** True when the string has the shape of a token we issue (checked before touching the database). */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Lifetime of a new session: 30 days when the member asked to be remembered, else 12 hours. */
export function sessionTtlMs(remember: boolean): number {
  return remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
}
