import { lazy } from 'react';
import type { NodeProps } from '../../../engine/render/registry';
import type { ResponsibleGamingNode as Node } from '../../../engine/config/types.gen';
import { BreakNoticeView } from './BreakNotice';

const Page = lazy(() => import('./ResponsibleGaming'));

/** The responsibleGaming node: the whole page, or (view breakNotice) only the notice of a break in force. */
export default function ResponsibleGamingNode(props: NodeProps<Node>) {
  return props.node.view === 'breakNotice' ? <BreakNoticeView nodes={props.node.children} /> : <Page {...props} />;
}
