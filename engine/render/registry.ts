import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { NodeBase } from '../config/types';

/** Props every node component receives: its own node from the tenant config. */
export interface NodeProps<N extends NodeBase = NodeBase> {
  node: N;
}

export type NodeComponent<N extends NodeBase = NodeBase> = ComponentType<NodeProps<N>>;
/** A lazily loaded node component that can also be fetched ahead of need. */
export type LazyNode<N extends NodeBase = any> = LazyExoticComponent<NodeComponent<N>> & { preload: () => Promise<unknown> };

export type NodeRegistry = Record<string, LazyNode>;

/** Loads a node component's code (a dynamic import). */
export type NodeLoader<N extends NodeBase = any> = () => Promise<{ default: NodeComponent<N> }>;

/**
 * Wraps a lazy node import. A chunk that fails to load (network loss, a new deploy) resolves to
 * the stand-in `onFailure` builds, which is handed the loader so it can try again.
 */
export function lazyNode<N extends NodeBase>(load: NodeLoader<N>, onFailure: (retry: NodeLoader<N>) => Promise<{ default: NodeComponent<N> }>): LazyNode<N> {
  let loading: Promise<{ default: NodeComponent<N> }> | undefined;
  const get = () => (loading ??= load().catch(() => onFailure(load)));
  return Object.assign(lazy(get), { preload: get });
}
