import { useCallback, useEffect, useRef, useState } from 'react';

/** hidden: not in the DOM; closed: in the DOM, drawn closed; open: drawn open. */
export type PanelPhase = 'hidden' | 'closed' | 'open';

/**
 * A panel that opens after `openDelayMs` and, once closed, is hidden after `hideAfterMs` (SPEC 4:
 * the category panel and the vendor menu open after 100 ms and close then hide after 500 ms), so
 * CSS transitions have a drawn-closed state on both sides.
 */
export function usePanel(openDelayMs = 100, hideAfterMs = 500) {
  const [phase, setPhase] = useState<PanelPhase>('hidden');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = useCallback(() => {
    clearTimeout(timer.current);
    setPhase((p) => (p === 'open' ? p : 'closed'));
    timer.current = setTimeout(() => setPhase('open'), openDelayMs);
  }, [openDelayMs]);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setPhase((p) => (p === 'hidden' ? p : 'closed'));
    timer.current = setTimeout(() => setPhase('hidden'), hideAfterMs);
  }, [hideAfterMs]);

  return { phase, isOpen: phase === 'open', open, close, toggle: phase === 'open' ? close : open };
}
