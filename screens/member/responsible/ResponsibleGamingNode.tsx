import { lazy } from 'react';
import type { NodeProps, ResponsibleGamingNode as Node } from '../../../engine';
import { BreakNoticeView } from './BreakNotice';

const Page = lazy(() => import('./ResponsibleGaming'));

/** The responsibleGaming node: the whole page, or (view breakNotice) only the notice of a break in force. */
export default function ResponsibleGamingNode(props: NodeProps<Node>) {
  return props.node.view === 'breakNotice' ? <BreakNoticeView nodes={props.node.children} /> : <Page {...props} />;
}
