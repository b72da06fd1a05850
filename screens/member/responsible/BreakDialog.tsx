import { FormattedMessage } from 'react-intl';
import { useEngine, type RgBreak } from '../../../engine';
import { BreakNotice } from './BreakNotice';
import { RgDialog } from './RgDialog';

/** Once per browser session, a member on a break is told so, and what stays possible. */
export default function BreakDialog({ rgBreak, onClose }: { rgBreak: RgBreak; onClose: () => void }) {
  const engine = useEngine();
  return (
    <RgDialog
      title="rg.break.dialogTitle"
      testId="rg-break-dialog"
      onEscape={onClose}
      buttons={[
        { label: 'rg.ok', onClick: onClose, primary: true },
        {
          label: 'title.responsibleGaming',
          onClick: () => {
            onClose();
            engine.navigate(engine.pathTo('responsibleGaming'));
          },
        },
      ]}
    >
      <BreakNotice rgBreak={rgBreak} />
      <p css={{ margin: 0 }}>
        <FormattedMessage id="rg.break.whatStays" />
      </p>
    </RgDialog>
  );
}
