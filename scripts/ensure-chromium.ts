/**
 * Makes sure Debian's Chromium exists at /usr/bin/chromium, the browser the browser tests
 * and the benchmark drive (playwright cannot download its own build here).
 * Installs it with apt-get as root, else through sudo when available, else fails with the
 * command the user has to run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags every headless Chromium launch of the project uses. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

export class ChromiumError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Installs Chromium when missing; returns its path or throws a ChromiumError. */
export function ensureChromium(log: (line: string) => void = console.log): string {
  if (existsSync(CHROMIUM_PATH)) {
    log(`chromium: found ${CHROMIUM_PATH}`);
    return CHROMIUM_PATH;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let prefix: string[];
  if (isRoot) prefix = [];
  else if (hasCommand('sudo')) prefix = ['sudo', '-n'];
  else {
    throw new ChromiumError(
      'E_CHROMIUM_MISSING',
      `Chromium is not installed at ${CHROMIUM_PATH} and this user cannot install it. Run as root: ${INSTALL_COMMAND}`,
    );
  }
  log(`chromium: ${CHROMIUM_PATH} missing, installing with apt-get${prefix.length ? ' (sudo)' : ''}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    const run = (args: string[]) => {
      const [cmd, ...rest] = [...prefix, ...args];
      execFileSync(cmd, rest, { stdio: 'inherit', env });
    };
    run(['apt-get', 'update']);
    run(['apt-get', 'install', '-y', 'chromium']);
  } catch (error) {
    throw new ChromiumError(
      'E_CHROMIUM_INSTALL',
      `Installing Chromium failed (${(error as Error).message}). Run as root: ${INSTALL_COMMAND}`,
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new ChromiumError(
      'E_CHROMIUM_MISSING',
      `apt-get finished but ${CHROMIUM_PATH} is still missing. Run as root: ${INSTALL_COMMAND}`,
    );
  }
  return CHROMIUM_PATH;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureChromium();
  } catch (error) {
    const e = error as ChromiumError;
    console.error(`${e.code ?? 'E_CHROMIUM'}: ${e.message}`);
    process.exit(1);
  }
}
