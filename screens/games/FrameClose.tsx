import { useIntl } from 'react-intl';
import { Icon } from '../common/Icon';
import { iconButton } from '../common/styles';

/**
 * The close button of a full-screen game frame (the lottery frame, the task frame): a 40 px round
 * button in the top right corner over the game, named "Close game" for screen readers.
 */
export function FrameCloseButton({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={intl.formatMessage({ id: 'game.closeGame' })}
      css={{
        ...iconButton,
        position: 'absolute',
        top: 8,
        right: 8,
        width: 40,
        height: 40,
        borderRadius: 20,
        background: 'var(--c-mask)',
        color: '#fff',
      }}
    >
      <Icon name="close" />
    </button>
  );
}
