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

/**
 * Wraps a lazy node import. A chunk that fails to load (network loss, a new deploy) resolves to
 * the given stand-in, so the screen shows the loading view instead of breaking.
 */
export function lazyNode<N extends NodeBase>(
  load: () => Promise<{ default: NodeComponent<N> }>,
  onFailure: () => Promise<{ default: NodeComponent<N> }>,
): LazyNode<N> {
  let loading: Promise<{ default: NodeComponent<N> }> | undefined;
  const get = () => (loading ??= load().catch(onFailure));
  return Object.assign(lazy(get), { preload: get });
}
