/**
 * What a visitor sees when a screen names a node type this build does not know, or a node's
 * component throws: the "could not be shown" note in place of that node, the rest of the screen
 * intact. Rendered with react-dom/server (no DOM here). Server rendering does not run error
 * boundaries, so the throwing case drives NodeBoundary as React does on the client: the error
 * goes to getDerivedStateFromError, then the boundary renders with that state.
 */
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../../engine/core/engine';
import { EngineProvider } from '../../../engine/react/hooks';
import type { NodeBase, TenantConfig } from '../../../engine/config/types';
import { NodeBoundary, NodeList, RegistryProvider } from '../../../engine/render/Renderer';
import { memoryStorage } from '../../../engine/stores/storage';
import { nodeRegistry } from '../../../screens/registry';
import base from '../../../tenants/_base/tenant.json';
import EN from '../../../tenants/_base/messages/EN.json';

const FALLBACK = EN['app.nodeError'];
const config = { ...base, id: 'demo', messages: {}, screens: {} } as unknown as TenantConfig;

function page(children: ReactNode): string {
  const engine = createEngine({
    config,
    local: memoryStorage(),
    session: memoryStorage(),
    language: 'EN',
    theme: 'dark',
    devices: [],
    navigate: () => {},
    openUrl: () => {},
    fetch: () => Promise.reject(new Error('offline')),
  });
  return renderToString(
    <IntlProvider locale="en" messages={EN}>
      <EngineProvider engine={engine}>
        <RegistryProvider registry={nodeRegistry}>{children}</RegistryProvider>
      </EngineProvider>
    </IntlProvider>,
  );
}

/** The visible text of server-rendered HTML (emotion inlines its <style> beside the element). */
const text = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function Boom(): ReactNode {
  throw new Error('node exploded');
}

afterEach(() => vi.restoreAllMocks());

describe('node fallback', () => {
  it('shows the note for a node type the registry does not have, and logs the type', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const nodes = [{ type: 'fancyCarousel' }] as unknown as NodeBase[];
    const html = page(<NodeList nodes={nodes} />);
    expect(text(html)).toBe(FALLBACK);
    expect(html).toContain('role="note"');
    expect(error).toHaveBeenCalledWith('[engine] unknown node type "fancyCarousel"');
  });

  it('shows the note in place of a node whose component throws', () => {
    const boundary = new NodeBoundary({ type: 'banner', children: <Boom /> });
    expect(() => page(boundary.render())).toThrow('node exploded');
    boundary.state = NodeBoundary.getDerivedStateFromError();
    expect(text(page(boundary.render()))).toBe(FALLBACK);
  });

  it('shows a node that renders as itself, without the note', () => {
    const boundary = new NodeBoundary({ type: 'text', children: <p>Hello</p> });
    expect(text(page(boundary.render()))).toBe('Hello');
  });
});
