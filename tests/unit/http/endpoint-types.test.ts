/**
 * The server's contract is held by the compiler (issue 28): copies of real handler files, with a
 * misspelt route name, a misspelt body field read and a misspelt answer field, each fail tsc
 * naming the bad name, while the unchanged copies compile; so do the studio's routes
 * (server/studio/route.ts) with a misspelt body $id or field.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'endpoint-types-'));

/** A handler file's source with its relative imports made absolute, so the copy compiles anywhere. */
function copyOf(file: string): string {
  const from = join(ROOT, file);
  return readFileSync(from, 'utf8').replace(/from '(\.\.?\/[^']+)'/g, (_, path: string) => `from '${resolve(dirname(from), path)}'`);
}

/** The copy with `find` replaced once; fails the test when the source no longer holds it. */
function mutant(source: string, find: string, replace: string): string {
  expect(source).toContain(find);
  return source.replace(find, replace);
}

const wallet = copyOf('server/endpoints/wallet.ts');
const sms = copyOf('server/endpoints/sms.ts');
const studio = copyOf('server/studio/api.ts');
const copies: Record<string, string> = {
  'wallet.ts': wallet,
  'sms.ts': sms,
  'studio-api.ts': studio,
  'studio-body-id.ts': mutant(studio, "body: 'studio/review.request',", "body: 'studio/reveiw.request',"),
  'studio-body-field.ts': mutant(studio, "body.comment ?? ''", "body.coment ?? ''"),
  'route-name.ts': mutant(wallet, "defineEndpoint('wallet',", "defineEndpoint('walet',"),
  'body-field.ts': mutant(sms, 'body.mobileNum', 'body.mobileNumber'),
  'answer-field.ts': mutant(wallet, 'return { sumBalance:', 'return { sumBalanse:'),
};

/** tsc's errors per copy, from one run with the project's options. */
function compile(): Record<string, string> {
  for (const [name, source] of Object.entries(copies)) writeFileSync(join(scratch, name), source);
  const config = {
    extends: join(ROOT, 'tsconfig.json'),
    compilerOptions: { types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')] },
    // only the copies and what they import, not the project's include list
    files: Object.keys(copies).map((name) => join(scratch, name)),
    include: [],
  };
  writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify(config));
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(scratch, 'tsconfig.json')], {
    encoding: 'utf8',
  });
  const errors: Record<string, string> = Object.fromEntries(Object.keys(copies).map((name) => [name, '']));
  // An error's first line names its file; the indented lines after it belong to it.
  let current = '';
  for (const line of run.stdout.split('\n')) {
    const file = /^(.+?)\(\d+,\d+\): error/.exec(line)?.[1];
    if (file !== undefined) current = Object.keys(copies).find((name) => file.endsWith(`/${name}`)) ?? `other: ${file}`;
    if (current) errors[current] = `${errors[current] ?? ''}${line}\n`;
  }
  return errors;
}

let compiled: Record<string, string> | undefined;
/** One tsc run for both tests. */
const errorsOnce = () => (compiled ??= compile());

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('defineEndpoint types a handler from its route name', () => {
  it('fails tsc on a misspelt route name, body field or answer field, and compiles the unchanged copies', { timeout: 60_000 }, () => {
    const errors = errorsOnce();
    expect(errors['wallet.ts']).toBe('');
    expect(errors['sms.ts']).toBe('');
    expect(errors['studio-api.ts']).toBe('');
    expect(errors['route-name.ts']).toMatch(/error TS\d+: .*'"walet"'/);
    expect(errors['body-field.ts']).toMatch(/error TS\d+: .*'mobileNumber'/);
    expect(errors['answer-field.ts']).toMatch(/error TS\d+: [\s\S]*sumBalanse/);
    expect(Object.keys(errors).filter((name) => name.startsWith('other: '))).toEqual([]);
  });

  it("types a studio route's body from its schema $id: a misspelt $id or body field fails tsc", { timeout: 60_000 }, () => {
    const errors = errorsOnce();
    expect(errors['studio-api.ts']).toBe('');
    expect(errors['studio-body-id.ts']).toMatch(/error TS\d+: [\s\S]*"studio\/reveiw\.request"/);
    expect(errors['studio-body-field.ts']).toMatch(/error TS\d+: [\s\S]*'coment'/);
  });
});
