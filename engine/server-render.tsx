/**
 * The first screen rendered on the server (issue 11, home painted from the first response): the
 * same Root the browser renders, for a signed-out visitor, with the answers the page carries
 * (first data), so the browser paints the banner, menus and header from the HTML and React then
 * hydrates that markup instead of building it again. Runs in Node only (the server imports the
 * SSR build of screens/ssr.tsx); nothing here reaches the browser bundle.
 *
 * What the markup assumed is written beside it (SsrAssumptions, engine/core/first-screen.ts) and the browser hydrates only
 * when its own start state is the same (engine/boot.tsx); otherwise it renders afresh as before.
 */
import { prerender } from 'react-dom/static';
import { createFirstData, type FirstData } from './api/first-data';
import type { FirstScreenInput } from './core/first-screen';
import { createEngine } from './core/engine';
import type { NodeRegistry } from './render/registry';
import type { ShellChrome } from './shell/Shell';
import { Root } from './shell/Root';
import { memoryStorage } from './stores/storage';

/** The markup of the first screen, for the inside of <div id="root">. */
export async function renderFirstScreen(
  { registry, chrome }: { registry: NodeRegistry; chrome: ShellChrome },
  input: FirstScreenInput,
): Promise<string> {
  const sent = createFirstData(input.firstData);
  const { onMissing } = input;
  const firstData: FirstData = onMissing
    ? {
        take: (name, params) => sent.take(name, params),
        peek(name, params) {
          const found = sent.peek(name, params);
          if (!found) onMissing(name, params);
          return found;
        },
        settle: () => sent.settle(),
      }
    : sent;
  const engine = createEngine({
    config: input.config,
    firstData,
    local: memoryStorage(),
    session: memoryStorage(),
    language: input.language,
    theme: input.theme,
    devices: input.devices,
    browserLanguage: input.browserLanguage,
    countryCode: input.countryCode,
    online: true,
    navigate: () => undefined,
    openUrl: () => undefined,
  });
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error('the first screen took too long to render')), input.timeoutMs ?? 1000);
  try {
    const { prelude } = await prerender(
      <Root engine={engine} registry={registry} chrome={chrome} nonce={input.nonce} location={input.path} />,
      // One document, no streamed boundaries: those would need React's inline reveal scripts, which
      // the CSP (script-src 'self') refuses.
      { signal: timeout.signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: input.onError },
    );
    const html = gatherStyles(await new Response(prelude).text());
    // Markup cut short leaves boundaries the browser could not finish: none is sent then.
    if (timeout.signal.aborted) throw timeout.signal.reason;
    return html;
  } finally {
    clearTimeout(timer);
  }
}

/** An Emotion style element as React writes it beside the markup that uses it. */
const EMOTION_STYLE = /<style data-emotion="([^"]*)"((?: nonce="[^"]*")?)>([\s\S]*?)<\/style>/g;

/**
 * The markup with Emotion's style elements gathered at its start (after React's preload links): the global ones as they are
 * (the browser's Global component looks each up by its name), the others joined in one element,
 * in the order they came, under all their names. Each is marked as already placed (data-s): else
 * @emotion/react, as its module is evaluated, moves it into <head>. The boot moves what is left
 * there before hydrating (moveServerStyles) and the app's style cache (key c) adopts the joined
 * element: two moves instead of one per component (some 50 on the home), and a smaller page.
 */
export function gatherStyles(markup: string): string {
  let globals = '';
  let key = '';
  let names = '';
  let rules = '';
  let nonce = '';
  const rest = markup.replace(EMOTION_STYLE, (_, emotion: string, nonceAttribute: string, css: string) => {
    const [styleKey = '', ...ids] = emotion.split(' ');
    if (styleKey.endsWith('-global')) {
      globals += `<style data-s="" data-emotion="${emotion}"${nonceAttribute}>${css}</style>`;
    } else {
      key = styleKey;
      names += ` ${ids.join(' ')}`;
      rules += css;
      nonce = nonceAttribute;
    }
    return '';
  });
  const styles = globals + (key ? `<style data-s="" data-emotion="${key}${names}"${nonce}>${rules}</style>` : '');
  // after React's leading preload links (the banner image), which the browser should meet first
  const links = /^(?:<link [^>]*>)*/.exec(rest)![0];
  return links + styles + rest.slice(links.length);
}

/** Loads the code of every node ahead of the first request, so no render waits for it. */
export function preloadNodes(registry: NodeRegistry): Promise<unknown> {
  return Promise.all(Object.values(registry).map((node: { preload: () => Promise<unknown> }) => node.preload()));
}
