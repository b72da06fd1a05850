/**
 * The server's composition root (issue 11): the engine's first-screen renderer joined with this
 * site's nodes and chrome, built by `npm run build` into dist/.ssr/ for server/static/first-screen.ts.
 * The banner's slider CSS is sent inline with the markup, since its own chunk loads only later.
 */
import sliderCss from 'keen-slider/keen-slider.min.css?inline';
import { preloadNodes, renderFirstScreen } from '../engine/server-render';
import type { FirstScreenInput } from '../engine/core/first-screen';
import { nodeRegistry } from './registry';
import { chrome } from './shell/chrome';

/** CSS the server-rendered markup needs before the chunks that bring it arrive. */
export const firstScreenCss: string = sliderCss;

export function render(input: FirstScreenInput): Promise<string> {
  return renderFirstScreen({ registry: nodeRegistry, chrome }, input);
}

/** Loads every node's code, once, when the server loads this module. */
export function warmUp(): Promise<unknown> {
  return preloadNodes(nodeRegistry);
}
