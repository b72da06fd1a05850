/**
 * Applies server/db/migrations/NNN_name.sql in order, each once, each in its own transaction,
 * recording it in schema_migrations. An advisory lock keeps two servers starting together on
 * one PostgreSQL from applying the same migration twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DbError, type Db } from './types.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Lock key shared by migrations and the seed (any constant bigint works). */
export const SCHEMA_LOCK_KEY = 7_262_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Migration files sorted by their number; rejects malformed names and duplicate numbers. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = /^(\d{3})_([a-z0-9_]+)\.sql$/.exec(file);
      if (!match) throw new DbError('E_MIGRATION_NAME', `Migration file ${file} must be named NNN_name.sql`);
      return { version: Number(match[1]), name: match[2], sql: readFileSync(join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1].version === m.version) {
      throw new DbError('E_MIGRATION_NAME', `Two migrations share number ${m.version}`);
    }
  });
  return migrations;
}

/** Applies pending migrations; returns the versions applied by this call. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<number[]> {
  const migrations = readMigrations(dir);
  const recorded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    return new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version));
  });
  const applied: number[] = [];
  // Only the ones not recorded yet, each checked again under the lock (another server may be
  // applying it): a restart with nothing to apply makes one round trip instead of one per file.
  for (const migration of migrations.filter((m) => !recorded.has(m.version))) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (seen.rows.length > 0) return false;
      try {
        await tx.exec(migration.sql);
      } catch (cause) {
        throw new DbError('E_MIGRATION_FAILED', `Migration ${migration.version}_${migration.name} failed: ${(cause as Error).message}`, {
          cause,
        });
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
