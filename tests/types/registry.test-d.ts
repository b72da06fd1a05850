/**
 * Type-level test of the node registry, checked by `tsc --noEmit` (the types step of npm test),
 * never run. Each `@ts-expect-error` fails tsc when the line under it compiles, so a registry
 * typing that lets a wrong node type or wrong props through breaks the build.
 */
import type { BannerNode } from '../../engine/config/types.gen';
import { lazyNode, type NodeLoader, type NodeProps, type NodeRegistry } from '../../engine/render/registry';
import { retryingNode } from '../../engine/render/RetryingNode';
import { nodeRegistry } from '../../screens/registry';

const failed = (retry: NodeLoader) => Promise.resolve({ default: retryingNode(retry) });
const Banner = ({ node }: NodeProps<BannerNode>) => node.group;
const NumberGroupBanner = ({ node }: { node: { type: 'banner'; group: number } }) => node.group;

// The real registry has exactly the schema's node types.
export const real: NodeRegistry = nodeRegistry;

// A misspelt node type is neither a key of the registry nor a node type.
// @ts-expect-error 'bannr' is not a node type
export const misspelt: NodeRegistry = { ...nodeRegistry, bannr: nodeRegistry.banner };

// A registry missing a node type of the schemas.
const { banner: _banner, ...withoutBanner } = nodeRegistry;
// @ts-expect-error 'banner' is missing
export const incomplete: NodeRegistry = withoutBanner;

// A component for another node type under a key.
// @ts-expect-error the marquee component does not take a banner node
export const swapped: NodeRegistry = { ...nodeRegistry, banner: nodeRegistry.marquee };

// Props that disagree with the generated node: Banner's group is a string in schemas/nodes/banner.json.
export const wrongProps: NodeRegistry = {
  ...nodeRegistry,
  // @ts-expect-error group: number does not accept BannerNode
  banner: lazyNode(() => Promise.resolve({ default: NumberGroupBanner }), failed),
};

// The matching component is accepted.
export const right: NodeRegistry = { ...nodeRegistry, banner: lazyNode(() => Promise.resolve({ default: Banner }), failed) };

// A node passed by hand must be of the component's type.
// @ts-expect-error 'bannr' is not BannerNode's type
export const badNode: BannerNode = { type: 'bannr', group: 'home' };
