import { lazy, type LazyExoticComponent, type ReactNode } from 'react';
import type { NodeBase } from '../config/types';

/** Props every node component receives: its own node from the tenant config. */
export interface NodeProps<N extends NodeBase = NodeBase> {
  node: N;
}

/**
 * A node's component as a plain function of its props: unlike ComponentType (whose `propTypes`
 * make it invariant), a component of any node is then also one of each single node type.
 */
export type NodeComponent<N extends NodeBase = NodeBase> = (props: NodeProps<N>) => ReactNode;
/** A lazily loaded node component that can also be fetched ahead of need. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any node type by default; NodeRegistry (screens/registry.ts) checks each entry's own type
export type LazyNode<N extends NodeBase = any> = LazyExoticComponent<NodeComponent<N>> & {
  preload: () => Promise<unknown>;
  /** shown only once the page is the browser's (NodeOptions.browserOnly) */
  browserOnly?: boolean;
};

export interface NodeOptions {
  /**
   * The node depends on what only the browser knows (its session storage, say): neither the
   * server's markup nor hydration has it, and it mounts right after (engine/render/Renderer.tsx).
   */
  browserOnly?: boolean;
}

/** Every node type the schemas define (the generated union from schemas/nodes/). */
export type NodeType = NodeBase['type'];
/** The generated node of one type. */
export type NodeOf<T extends NodeType> = Extract<NodeBase, { type: T }>;

/**
 * One entry for every node type of the schemas, and no other key: each entry's component must
 * accept that type's generated node, so a misspelt type, a stray key or a component whose props
 * disagree with its schema fails tsc (tests/types/registry.test-d.ts).
 */
export type NodeRegistry = { readonly [T in NodeType]: LazyNode<NodeOf<T>> };

/**
 * The registry as the renderer looks it up: by a node's `type` string, which may name no entry at
 * run time (a config newer than the code). Each entry is only ever handed a node of its own type,
 * which the mapped type cannot say of a lookup by a union key, hence the widening.
 */
export type NodeLookup = Readonly<Record<string, LazyNode<NodeBase> | undefined>>;
export const asLookup = (registry: NodeRegistry): NodeLookup => registry as unknown as NodeLookup;

/** Loads a node component's code (a dynamic import). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as LazyNode
export type NodeLoader<N extends NodeBase = any> = () => Promise<{ default: NodeComponent<N> }>;

/**
 * Wraps a lazy node import. A chunk that fails to load (network loss, a new deploy) resolves to
 * the stand-in `onFailure` builds, which is handed the loader so it can try again. The node type
 * is inferred from the loaded component only (NoInfer): the stand-in accepts any node and would
 * otherwise widen it to `any`, letting a component with wrong props through.
 */
export function lazyNode<N extends NodeBase>(
  load: NodeLoader<N>,
  onFailure: NoInfer<(retry: NodeLoader<N>) => Promise<{ default: NodeComponent<N> }>>,
  { browserOnly }: NodeOptions = {},
): LazyNode<N> {
  let loading: Promise<{ default: NodeComponent<N> }> | undefined;
  const get = () => (loading ??= load().catch(() => onFailure(load)));
  return Object.assign(lazy(get), { preload: get }, browserOnly ? { browserOnly } : {});
}
