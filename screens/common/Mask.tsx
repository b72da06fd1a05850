/**
 * The dimmed layer behind a panel or a modal, filling its fixed parent: a tap on it closes what it
 * covers. Hidden from assistive technology, where Escape and the close button are the ways out.
 */
export function Mask({ onClose, testId }: { onClose: () => void; testId?: string }) {
  return (
    <div data-testid={testId} aria-hidden="true" onClick={onClose} css={{ position: 'absolute', inset: 0, background: 'var(--c-mask)' }} />
  );
}
