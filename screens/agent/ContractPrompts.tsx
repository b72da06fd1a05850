import { useEffect } from 'react';
import { useEngine, useSession, type ContractPromptsNode, type ContractRequestsResponse, type NodeProps } from '../../engine';
import { DONE_EVENT as HOME_POPUPS_DONE, SHOWN_KEY as HOME_POPUPS_SHOWN } from '../home/HomePopups';

/** The contract info fields (SPEC 3) in prompt order, with the route of each contract's screen. */
const PROMPTS: { field: keyof ContractRequestsResponse; route: string; message: string }[] = [
  { field: 'dailysalreqtype', route: 'getSalaryContract', message: 'contract.prompt.salary' },
  { field: 'divtypecompperiodreq', route: 'getDevidendContract', message: 'contract.prompt.dividend' },
  { field: 'contracthoursalreq', route: 'getHourContract', message: 'contract.prompt.hourly' },
];

/** Prompts already shown in this browser session (one confirm per offer, not one per visit). */
const SHOWN_KEY = 'MC_CONTRACT_PROMPTS';

function shownIds(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/**
 * Contract prompts (SPEC 6 and 9) on the home page and the agent home: for an agent whose type is
 * not excluded (constants.memberTypes.contractExcluded), the pending offers the server reports,
 * each as a confirm dialog with cancel and go, one after the other; go opens that contract. While
 * more offers wait, the dialog also offers "later", which puts the rest off for this session.
 * Renders nothing itself.
 */
export default function ContractPrompts({ node }: NodeProps<ContractPromptsNode>) {
  const engine = useEngine();
  const type = useSession((s) => s.info?.type);
  const member = useSession((s) => s.info?.id);
  const { nonAgent, contractExcluded } = engine.config.constants.memberTypes;
  const eligible = member !== undefined && type !== undefined && !nonAgent.includes(type) && !contractExcluded.includes(type);

  useEffect(() => {
    if (!eligible) return;
    let live = true;
    // on home, after the login popups (announcements, app download): one dialog at a time
    const popupsDone = new Promise<void>((resolve) => {
      if (!node.afterHomePopups || sessionStorage.getItem(HOME_POPUPS_SHOWN) === '1') return resolve();
      window.addEventListener(HOME_POPUPS_DONE, () => resolve(), { once: true });
    });
    void (async () => {
      await popupsDone;
      if (!live) return;
      let requests: ContractRequestsResponse;
      try {
        requests = await engine.api.call('contractRequests');
      } catch {
        return; // a prompt is a courtesy: no error toast when it cannot be fetched
      }
      const shown = shownIds();
      const pending = PROMPTS.map((prompt) => ({ prompt, key: `${prompt.field}:${requests[prompt.field]}` })).filter(
        ({ prompt, key }) => requests[prompt.field] && !shown.has(key),
      );
      const markShown = (keys: string[]) => {
        for (const key of keys) shown.add(key);
        sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...shown]));
      };
      for (const [index, { prompt, key }] of pending.entries()) {
        if (!live) return;
        markShown([key]);
        const rest = pending.slice(index + 1);
        const choice = await engine.ui.choose({
          title: 'contract.prompt.title',
          message: prompt.message,
          confirmLabel: 'contract.prompt.go',
          cancelLabel: 'app.cancel',
          // with more offers queued, "later" puts them all off for this session (the agent centre lists them)
          ...(rest.length > 0 ? { laterLabel: 'popups.later' } : {}),
        });
        if (choice === 'later') return markShown(rest.map((r) => r.key));
        if (choice === 'confirm' && live) {
          engine.navigate(engine.pathTo(prompt.route));
          return;
        }
      }
    })();
    return () => void (live = false);
  }, [eligible, member, engine, node.afterHomePopups]);

  return null;
}
