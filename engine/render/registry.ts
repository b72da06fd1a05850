import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { NodeBase } from '../config/types';

/** Props every node component receives: its own node from the tenant config. */
export interface NodeProps<N extends NodeBase = NodeBase> {
  node: N;
}

export type NodeComponent<N extends NodeBase = NodeBase> = ComponentType<NodeProps<N>>;
export type NodeRegistry = Record<string, LazyExoticComponent<NodeComponent<any>>>;

/**
 * Wraps a lazy node import. A chunk that fails to load (network loss, a new deploy) resolves to
 * the given stand-in, so the screen shows the loading view instead of breaking.
 */
export function lazyNode<N extends NodeBase>(
  load: () => Promise<{ default: NodeComponent<N> }>,
  onFailure: () => Promise<{ default: NodeComponent<N> }>,
): LazyExoticComponent<NodeComponent<N>> {
  return lazy(() => load().catch(onFailure));
}
