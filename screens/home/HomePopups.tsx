import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  noticesParams,
  useAction,
  useCondition,
  useDataSource,
  useEngine,
  useSession,
  useUi,
  type HomePopupsNode,
  type NodeProps,
} from '../../engine';
import { dialogMask, dialogPanel, primaryButton, secondaryButton } from '../common/styles';
import { useEscape } from '../common/useEscape';
import { popupSize } from './popup-size';

/** Once per browser session, so a member is not asked again on every visit to home. */
export const SHOWN_KEY = 'homePopupsShown';
/** Sent when the popups are done, so what waits for them (the contract prompts) may show. */
export const DONE_EVENT = 'home-popups-done';

/** Signed-in members get the login popup list (announcements), then the download-app popup. */
export default function HomePopups(_: NodeProps<HomePopupsNode>) {
  const engine = useEngine();
  const signedIn = useSession((s) => s.info !== null);
  const [step, setStep] = useState<'notices' | 'download' | 'done'>(() => (readShown() ? 'done' : 'notices'));
  const canDownload = useCondition({
    all: [
      { flag: 'APPWINDOW' },
      { not: { device: { in: ['app', 'standalone'] } } },
      { any: [{ hasLink: 'IOS' }, { hasLink: 'Android' }, { hasLink: 'MOBILECONFIG' }] },
    ],
  });
  const language = useUi((s) => s.language);
  const notices = useDataSource('notices', noticesParams(language), { enabled: signedIn && step === 'notices' });
  const run = useAction();

  useEffect(() => {
    if (step === 'notices' && notices.data && notices.data.list.length === 0) setStep('download');
    if (step === 'download' && !canDownload) setStep('done');
    if (step === 'done' && signedIn) {
      markShown();
      window.dispatchEvent(new Event(DONE_EVENT));
    }
  }, [step, notices.data, canDownload, signedIn]);

  if (!signedIn || step === 'done') return null;
  if (step === 'notices') {
    if (!notices.data?.list.length) return null;
    return (
      <Popup titleId="popups.noticesTitle" onClose={() => setStep('download')} size={popupSize(notices.data.list)}>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10, maxHeight: '50vh', overflowY: 'auto' }}>
          {notices.data.list.map((notice) => (
            <li key={notice.id} css={{ padding: 10, borderRadius: 8, background: 'var(--c-surfaceRaised)' }}>
              <strong css={{ display: 'block', marginBottom: 4 }}>{notice.title}</strong>
              <span css={{ fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>{notice.content}</span>
            </li>
          ))}
        </ul>
        <button type="button" css={{ ...primaryButton, width: '100%', marginTop: 12 }} onClick={() => setStep('download')}>
          <FormattedMessage id="app.close" />
        </button>
      </Popup>
    );
  }
  return (
    <Popup titleId="popups.downloadTitle" onClose={() => setStep('done')}>
      <p css={{ margin: '0 0 12px' }}>
        <FormattedMessage id="popups.downloadBody" />
      </p>
      <div css={{ display: 'flex', gap: 8 }}>
        <button type="button" css={secondaryButton} onClick={() => setStep('done')}>
          <FormattedMessage id="popups.later" />
        </button>
        <button
          type="button"
          css={primaryButton}
          onClick={() => {
            setStep('done');
            run({ action: 'navigate', to: engine.pathTo('app') });
          }}
        >
          <FormattedMessage id="header.download" />
        </button>
      </div>
    </Popup>
  );
}

interface PopupProps {
  titleId: string;
  onClose: () => void;
  /** the designed size of what it shows (SPEC 9.23), in place of its own (340 px at most) */
  size?: ReturnType<typeof popupSize>;
  children: React.ReactNode;
}

function Popup({ titleId, onClose, size, children }: PopupProps) {
  useEscape(onClose);
  return (
    <div css={{ ...dialogMask, zIndex: 80, padding: 24 }}>
      <div role="dialog" aria-modal="true" aria-labelledby="home-popup-title" css={{ ...dialogPanel, maxWidth: 340, padding: 16, ...size }}>
        <h2 id="home-popup-title" css={{ margin: '0 0 12px', fontSize: '1.05rem' }}>
          <FormattedMessage id={titleId} />
        </h2>
        {children}
      </div>
    </div>
  );
}

function readShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown() {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Without storage the popups may show again next visit; nothing is lost.
  }
}
