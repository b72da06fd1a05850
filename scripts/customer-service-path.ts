/**
 * Customer-service paths in SPEC 9.22's encrypted form (server/security/service-path-cipher.ts),
 * for operators to paste into `customerService.url`, `telegram` or `affiliateService` (in a tenant
 * file or the studio's raw JSON):
 *
 *   npx tsx scripts/customer-service-path.ts encrypt <address> [--key <8 characters>]
 *   npx tsx scripts/customer-service-path.ts decrypt <value>
 *
 * encrypt refuses what is not an address at all (a site path such as /m/message, or https://...);
 * whether its origin is one the tenant allows is the tenant's to say: `npm run validate` checks it.
 */
import { pathToFileURL } from 'node:url';
import { urlTarget } from '../engine/config/url-policy.ts';
import { decryptServicePath, encryptServicePath, hasControlCharacters } from '../server/security/service-path-cipher.ts';
import { urlRefusalMessage } from '../server/tenants/lint-urls.ts';

const USAGE = `usage: npx tsx scripts/customer-service-path.ts encrypt <address> [--key <8 characters>]
       npx tsx scripts/customer-service-path.ts decrypt <value>`;

export class UsageError extends Error {}

/** Why `address` can be no customer-service entry whatever the tenant allows, or undefined. */
function addressProblem(address: string): string | undefined {
  if (hasControlCharacters(address)) return 'the address holds control characters';
  const target = urlTarget(address);
  return typeof target === 'string' ? undefined : urlRefusalMessage(address, target);
}

/** What the command prints for `args` (the words after the script's name). */
export function customerServicePath(args: readonly string[]): string {
  const [command, value, option, key] = args;
  if (value === undefined) throw new UsageError(USAGE);
  if (command === 'encrypt') {
    if (option !== undefined && (option !== '--key' || key === undefined || args.length > 4)) throw new UsageError(USAGE);
    const problem = addressProblem(value);
    if (problem) throw new UsageError(problem);
    return encryptServicePath(value, key);
  }
  if (command === 'decrypt' && args.length === 2) {
    const opened = decryptServicePath(value);
    if ('problem' in opened)
      throw new UsageError(`the value does not decrypt (${opened.problem}): see server/security/service-path-cipher.ts`);
    return opened.address;
  }
  throw new UsageError(USAGE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(customerServicePath(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
