import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { RgDialog } from './RgDialog';
import { CheckLine } from '../../common/form/fields';

export interface Confirmation {
  title: string;
  /** the body's message key and its values */
  message: string;
  values?: Record<string, string | number>;
  confirmLabel: string;
  /** a strong confirmation: the confirm button stays off until this box is ticked */
  acknowledge?: string;
  testId?: string;
}

/**
 * A confirmation as a promise: `ask` shows the dialog and resolves true (confirmed) or false
 * (cancelled, or Escape); `dialog` is the element to render while one is open.
 */
export function useConfirm(): { dialog: ReactNode; ask: (confirmation: Confirmation) => Promise<boolean> } {
  const [open, setOpen] = useState<{ confirmation: Confirmation; resolve: (yes: boolean) => void } | null>(null);
  const ask = (confirmation: Confirmation) => new Promise<boolean>((resolve) => setOpen({ confirmation, resolve }));
  const answer = (yes: boolean) => {
    open?.resolve(yes);
    setOpen(null);
  };
  return {
    ask,
    dialog: open && <ConfirmDialog key={open.confirmation.message} confirmation={open.confirmation} onAnswer={answer} />,
  };
}

function ConfirmDialog({ confirmation, onAnswer }: { confirmation: Confirmation; onAnswer: (yes: boolean) => void }) {
  const [ticked, setTicked] = useState(false);
  const c = confirmation;
  return (
    <RgDialog
      title={c.title}
      testId={c.testId}
      onEscape={() => onAnswer(false)}
      buttons={[
        { label: 'app.cancel', onClick: () => onAnswer(false) },
        { label: c.confirmLabel, onClick: () => onAnswer(true), primary: true, disabled: Boolean(c.acknowledge) && !ticked },
      ]}
    >
      <p css={{ margin: 0 }}>
        <FormattedMessage id={c.message} values={c.values} />
      </p>
      {c.acknowledge && (
        <CheckLine checked={ticked} onChange={setTicked} box={20} boxTop={1} look={{ fontWeight: 600 }}>
          <FormattedMessage id={c.acknowledge} />
        </CheckLine>
      )}
    </RgDialog>
  );
}
