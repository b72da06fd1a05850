import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../../engine';

/**
 * The invitation code of registration (SPEC 4): a code from the address is checked with the
 * server at once; `accepted` hides the field. check() asks the server about an entered code.
 */
export function useAffiliateCode(urlCode: string | null) {
  const engine = useEngine();
  const [state, setState] = useState<'none' | 'checking' | 'accepted' | 'refused'>(urlCode ? 'checking' : 'none');
  const check = useCallback(
    async (code: string) => {
      try {
        const { valid } = await engine.api.call('affiliateCheck', { code, domain: window.location.hostname });
        return valid === true;
      } catch {
        return false;
      }
    },
    [engine],
  );
  useEffect(() => {
    if (!urlCode) return;
    let live = true;
    void check(urlCode).then((valid) => {
      if (!live) return;
      setState(valid ? 'accepted' : 'refused');
      // The link the member came by carried a code the server refused (SPEC 8).
      if (!valid) engine.ui.toast('fail', 'error.referrerLink', engine.config.constants.toast.noticeMs);
    });
    return () => void (live = false);
  }, [urlCode, check, engine]);
  return { accepted: state === 'accepted', checking: state === 'checking', check };
}
