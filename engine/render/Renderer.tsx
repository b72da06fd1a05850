import { Component, createContext, Suspense, useContext, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCondition } from '../react/hooks';
import type { NodeBase, Screen } from '../config/types';
import { LoadingView } from './LoadingView';
import { asLookup, type NodeLookup, type NodeRegistry } from './registry';
import { oneJobPerIdle } from './idle';

const RegistryContext = createContext<NodeLookup>({});

export function RegistryProvider({ registry, children }: { registry: NodeRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={asLookup(registry)}>{children}</RegistryContext.Provider>;
}

/** The node types of these screens, their nested nodes' included. */
function nodeTypes(screens: (Screen | undefined)[]): Set<string> {
  const types = new Set<string>();
  const collect = (nodes: NodeBase[] | undefined) =>
    nodes?.forEach((node) => {
      types.add(node.type);
      if ('children' in node && Array.isArray(node.children)) collect(node.children);
    });
  screens.forEach((screen) => collect(screen?.nodes));
  return types;
}

/**
 * The code of a screen's nodes, all of it (a chunk that fails resolves to its stand-in, lazyNode).
 * boot awaits it before hydrating the server's markup of that screen: a node whose code is still on
 * its way stays the server's markup, which React does not answer (a tap, a typed amount), and an
 * update that reaches it first (the balance refreshed on entry) makes React drop that markup for a
 * loading view until the code comes.
 */
export function loadScreenCode(registry: NodeRegistry, screen: Screen | undefined): Promise<unknown> {
  const lookup = asLookup(registry);
  return Promise.all([...nodeTypes([screen])].map((type) => lookup[type]?.preload() ?? Promise.resolve()));
}

/** Fetches the code of the given screens' nodes when the browser is idle, so the next page shows at once. */
export function usePreloadScreens(screens: (Screen | undefined)[]) {
  const registry = useContext(RegistryContext);
  useEffect(() => {
    // One node type per idle period: each preload adds the <link>s of its chunk's imports, and all
    // of them at once made one task of about 18 ms on a desktop core during start-up.
    oneJobPerIdle([...nodeTypes(screens)].map((type) => () => void registry[type]?.preload()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the screens to preload are read once, after the first page
  }, [registry]);
}

/**
 * Renders a list of configured nodes in order. `together` (a screen's top-level list) shows one
 * loading view until every node's code has arrived, so nodes arriving in any order never push
 * the ones already shown about (a layout shift); otherwise each node waits on its own.
 */
export function NodeList({ nodes, together = false }: { nodes: NodeBase[] | undefined; together?: boolean }) {
  const list = (nodes ?? []).map((node, index) => <NodeView key={node.id ?? `${node.type}-${index}`} node={node} waitsAlone={!together} />);
  return together ? (
    <Suspense fallback={<LoadingView />}>
      {list}
      <ScreenShown />
    </Suspense>
  ) : (
    <>{list}</>
  );
}

/**
 * Marks the page (`data-shown` on <html>) once a screen's nodes are on it, hydrated or rendered:
 * taps made before (server/static/early-taps.ts) wait for it, since React drops a click on
 * markup it has not hydrated yet.
 */
function ScreenShown() {
  useEffect(() => void document.documentElement.setAttribute('data-shown', ''), []);
  return null;
}

/** One node: its `when` condition, its registered component, its own error boundary. */
export function NodeView({ node, waitsAlone = true }: { node: NodeBase; waitsAlone?: boolean }) {
  const registry = useContext(RegistryContext);
  const visible = useCondition(node.when);
  if (!visible) return null;
  const Component = registry[node.type];
  if (!Component) return <UnknownNode type={node.type} />;
  const body = waitsAlone ? (
    <Suspense fallback={<LoadingView compact />}>
      <Component node={node} />
    </Suspense>
  ) : (
    <Component node={node} />
  );
  return <NodeBoundary type={node.type}>{Component.browserOnly ? <AfterHydration>{body}</AfterHydration> : body}</NodeBoundary>;
}

/**
 * What only the browser knows (a browser-only node, NodeOptions.browserOnly): nothing in the
 * server's markup nor while the browser hydrates it, then mounted.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}

function UnknownNode({ type }: { type: string }) {
  console.error(`[engine] unknown node type "${type}"`);
  return <NodeFallback />;
}

function NodeFallback() {
  return (
    <div
      role="note"
      css={{
        padding: '0.75rem 1rem',
        margin: '0.5rem 0.75rem',
        borderRadius: 8,
        fontSize: '0.8rem',
        color: 'var(--c-textMuted)',
        background: 'var(--c-surface)',
      }}
    >
      <FormattedMessage id="app.nodeError" />
    </div>
  );
}

/** A node that throws shows the fallback; the rest of the screen stays. */
export class NodeBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[engine] node "${this.props.type}" failed`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? <NodeFallback /> : this.props.children;
  }
}
