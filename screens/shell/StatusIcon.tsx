import type { StatusIcon as StatusIconType } from '../../engine';
import { Icon } from '../common/Icon';

/** Drawn from the screens' icon set, not emoji: a phone without an emoji font shows those as empty boxes. */
const icons = { maintenance: 'tools', restricted: 'blocked', error: 'warning' } as const;

/** The picture on the full-page maintenance, region and error pages (engine/status/StatusPage). */
export const StatusIcon: StatusIconType = ({ kind, size }) => <Icon name={icons[kind]} size={size} />;
