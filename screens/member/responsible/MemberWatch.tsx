import { lazy, Suspense, useEffect, useState } from 'react';
import { safeStorage, useEngine, useSession, type RgBreak, type RgRealityCheckResponse } from '../../../engine';
import { onRgChange } from './rg-events';
import { nextReminderAt, offers } from './rg-model';

const RealityCheckDialog = lazy(() => import('./RealityCheckDialog'));
const BreakDialog = lazy(() => import('./BreakDialog'));

/** The browser-session key under which the member whose break was already shown is kept. */
const BREAK_SHOWN_KEY = 'RG_BREAK_SHOWN';
const browserSession = safeStorage(() => window.sessionStorage);
/** setTimeout's longest wait; a reminder further off is re-planned when it fires. */
const MAX_WAIT_MS = 2_147_000_000;

/**
 * What watches a signed-in member on every page, game frames included (mounted by the shell's
 * overlays, loaded after sign-in): the reality check, due at sign-in plus a whole number of the
 * member's intervals, which then loads its dialog with the figures since sign-in; once per
 * browser session, a notice that the member is on a break; and the member's onBreak (memberInfo),
 * which the menus' deposit entries read, after every change and when the break ends.
 */
export default function MemberWatch() {
  const engine = useEngine();
  const member = useSession((s) => s.info?.id);
  const [version, setVersion] = useState(0);
  const [check, setCheck] = useState<RgRealityCheckResponse | null>(null);
  const [onBreak, setOnBreak] = useState<RgBreak | null>(null);
  useEffect(() => onRgChange(() => setVersion((v) => v + 1)), []);

  useEffect(() => {
    if (member === undefined) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let endTimer: ReturnType<typeof setTimeout> | undefined;
    const settings = engine.config.responsibleGaming;
    void engine.api.call('rgStatus').then(
      (status) => {
        if (!live) return;
        // the menus' { memberHas: break } reads memberInfo.onBreak: kept in step with a break started, asked to end or over
        const onBreakNow = status.break !== null;
        if (engine.account.getState().member?.onBreak !== onBreakNow) {
          engine.account.setState((s) => {
            if (s.member) s.member.onBreak = onBreakNow;
          });
        }
        const ends = status.break ? Date.parse(status.break.endRequest?.effectiveAt ?? status.break.endsAt ?? '') : NaN;
        if (ends - Date.now() < MAX_WAIT_MS) endTimer = setTimeout(() => setVersion((v) => v + 1), Math.max(ends - Date.now(), 0) + 1000);
        // shown as the member arrives, not again after a change made on the page (which shows the break itself)
        if (status.break && version === 0 && browserSession.getItem(BREAK_SHOWN_KEY) !== String(member)) setOnBreak(status.break);
        const started = status.sessionLimit.sessionStartedAt;
        if (!offers(settings, 'realityCheck') || started === null) return;
        const at = nextReminderAt(Date.parse(started), status.realityCheck.intervalMinutes, Date.now());
        timer = setTimeout(
          () =>
            void engine.api.call('rgRealityCheck').then(
              (figures) => live && setCheck(figures),
              () => live && setVersion((v) => v + 1),
            ),
          Math.min(Math.max(at - Date.now(), 1000), MAX_WAIT_MS),
        );
      },
      // No state (a preview identity, a failed call): no reminder until the next sign-in or change.
      () => undefined,
    );
    return () => {
      live = false;
      clearTimeout(timer);
      clearTimeout(endTimer);
    };
  }, [engine, member, version]);

  const closeCheck = () => {
    setCheck(null);
    setVersion((v) => v + 1);
  };
  const closeBreak = () => {
    if (member !== undefined) browserSession.setItem(BREAK_SHOWN_KEY, String(member));
    setOnBreak(null);
  };
  return (
    <Suspense>
      {check && <RealityCheckDialog check={check} onClose={closeCheck} />}
      {!check && onBreak && <BreakDialog rgBreak={onBreak} onClose={closeBreak} />}
    </Suspense>
  );
}
