import { useEffect, useState } from 'react';
import { useEngine, useSession, type ParamsOf } from '../../engine';

/**
 * The token of a frame SPEC gives the member's session (the lottery and task frames): a one-time
 * launch ticket instead (issue 26; the session is an HttpOnly cookie no script reads), asked for
 * anew whenever `load` changes, since each load of the frame spends one. undefined while it is on
 * its way; '' for a guest, or when none could be had (the failure is reported like any call's).
 */
export function useLaunchTicket(request: ParamsOf<'launchTicket'> | undefined, load: string): string | undefined {
  const engine = useEngine();
  const signedIn = useSession((s) => s.info !== null);
  const wanted = request && signedIn ? `${JSON.stringify(request)} ${load}` : '';
  const [ticket, setTicket] = useState({ for: '', value: '' });
  useEffect(() => {
    if (!wanted || !request) return;
    let live = true;
    engine.api.call('launchTicket', request).then(
      ({ ticket }) => live && setTicket({ for: wanted, value: ticket }),
      (error: unknown) => {
        engine.services.reportError('launchTicket', error);
        if (live) setTicket({ for: wanted, value: '' });
      },
    );
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `wanted` stands for the request, the session and the load
  }, [engine, wanted]);
  if (!wanted) return '';
  return ticket.for === wanted ? ticket.value : undefined;
}
