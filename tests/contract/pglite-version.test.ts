/**
 * A data folder written by an older PGlite (server/db/pglite.ts). PGlite 0.5 is PostgreSQL 18 and
 * cannot read the PostgreSQL 17 cluster PGlite 0.3 wrote, so the server refuses such a folder with
 * E_DB_VERSION saying what to do, and leaves it as it was. The old folder is a real one, written
 * by PGlite 0.3.16 installed beside 0.5 as the devDependency `pglite-03`.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite as PGlite03 } from 'pglite-03';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/data-lock.ts';
import { openDb } from '../../server/db/open.ts';
import { PGLITE_PG_MAJOR } from '../../server/db/pglite.ts';
import { startServer } from '../../server/main.ts';
import { useCleanup } from './support/cleanup.ts';
import { ROOT } from './support/server.ts';

const cleanup = useCleanup();
const tempDir = () => cleanup.tempDir('pglite-version');

async function openError(dataDir: string): Promise<{ code?: string; message: string }> {
  try {
    const db = await openDb({ dataDir });
    await db.close();
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error(`${dataDir} opened`);
}

/** What the old PGlite still reads in the folder: the folder was not changed. */
async function readWithOldPglite(dataDir: string): Promise<unknown[]> {
  const old = new PGlite03(dataDir);
  try {
    return (await old.query('SELECT note FROM kept ORDER BY note')).rows;
  } finally {
    await old.close();
  }
}

describe('a data folder from an older PGlite', () => {
  it('is refused with E_DB_VERSION saying which PGlite made it and how to start again, and left as it was', async () => {
    const dataDir = tempDir();
    const old = new PGlite03(dataDir);
    await old.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('made by 0.3')");
    await old.close();
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim()).toBe('17');

    const error = await openError(dataDir);
    expect(error.code).toBe('E_DB_VERSION');
    expect(error.message).toContain(`The data folder ${dataDir} was made by an older embedded database (PostgreSQL 17, PGlite 0.3 or 0.4)`);
    expect(error.message).toContain(`delete the folder (rm -rf ${dataDir}) and start`);
    expect(error.message).toContain('server/README.md, "A data folder from an older PGlite"');

    // The lock was given back (a second try is refused for the version again, not E_DB_LOCKED),
    // and so is the server's start.
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim()).toBe('17');
    await expect(startServer({ port: 0, tenantsDir: join(ROOT, 'tenants'), dataDir, log: () => {} })).rejects.toMatchObject({
      code: 'E_DB_VERSION',
    });
    expect(() => readFileSync(join(dataDir, LOCK_FILE))).toThrow();
    expect(await readWithOldPglite(dataDir)).toEqual([{ note: 'made by 0.3' }]);
  }, 180_000);

  it('once deleted as the message says, the folder is made anew and reopens', async () => {
    const dataDir = tempDir();
    const old = new PGlite03(dataDir);
    await old.close();
    expect((await openError(dataDir)).code).toBe('E_DB_VERSION');

    rmSync(dataDir, { recursive: true, force: true });
    const db = await openDb({ dataDir });
    await db.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('made by 0.5')");
    await db.close();
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim()).toBe(PGLITE_PG_MAJOR);
    const again = await openDb({ dataDir });
    try {
      expect((await again.query('SELECT note FROM kept')).rows).toEqual([{ note: 'made by 0.5' }]);
    } finally {
      await again.close();
    }
  }, 180_000);

  it('a folder whose PG_VERSION names no release this PGlite reads is refused too', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'PG_VERSION'), '19\n');
    const error = await openError(dataDir);
    expect(error.code).toBe('E_DB_VERSION');
    expect(error.message).toContain(`The data folder ${dataDir} was made by another embedded database (PG_VERSION says "19")`);
  });
});
