/**
 * Who else has this tenant's editor open (issue 30 item 5), so two people do not change the same
 * thing unawares: the editor says it is open when it opens, every 15 seconds, and when the window
 * gets the focus back, and says it has left when it closes or its page goes. The line is a polite live region: a
 * screen reader hears when someone arrives or leaves.
 */
import { useEffect, useState } from 'react';
import { studioApi } from './api';
import { useStudioLanguage } from './language';
import { colours } from './ui';

const BEAT_MS = 15_000;

const WORDS = {
  EN: (names: string) => `Also editing this site now: ${names}`,
  TY: (names: string) => `Nag-e-edit din ng site na ito ngayon: ${names}`,
};

export function Presence({ tenantId }: { tenantId: string }) {
  const language = useStudioLanguage();
  const [others, setOthers] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    const beat = () =>
      void studioApi
        .presence(tenantId)
        .then((answer) => live && setOthers(answer.others.map((o) => o.username)))
        // offline or signed out: the line keeps what it last knew, the next beat tries again
        .catch(() => undefined);
    // a tab closed or a page left: the call outlives the page (keepalive), so the others learn at once
    const leaving = () => void studioApi.leavePresence(tenantId, true).catch(() => undefined);
    beat();
    const timer = window.setInterval(beat, BEAT_MS);
    window.addEventListener('focus', beat);
    window.addEventListener('pagehide', leaving);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', beat);
      window.removeEventListener('pagehide', leaving);
      void studioApi.leavePresence(tenantId).catch(() => undefined);
    };
  }, [tenantId]);

  return (
    <p role="status" data-testid="presence" css={{ margin: others.length ? '8px 0 0' : 0, color: colours.muted, fontSize: 14 }}>
      {others.length > 0 && WORDS[language](others.join(', '))}
    </p>
  );
}
