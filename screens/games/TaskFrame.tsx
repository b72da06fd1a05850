import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import { LoadingView, permittedUrl, useCondition, useEngine, useUi, type NodeProps, type TaskFrameNode } from '../../engine';
import { FrameCloseButton } from './FrameClose';
import { useLaunchTicket } from './launch-ticket';

const BLANK = 'about:blank';
const RESET_MS = 150;
const LOADER_AFTER_LOAD_MS = 100;

/** The task page's address: the TASK link with token (a launch ticket), lang and theme. */
export function taskFrameSrc(link: string, values: { token: string; language: string; theme: string }): string {
  const url = new URL(link, window.location.origin);
  url.searchParams.set('token', values.token);
  url.searchParams.set('lang', values.language);
  url.searchParams.set('theme', values.theme);
  return url.origin === window.location.origin ? url.pathname + url.search : url.href;
}

/**
 * The task mini-game (SPEC 2): the TASK link in a full-screen frame. Each load resets the frame
 * to blank, waits 150 ms, then loads; the loader hides 100 ms after the load. A language or
 * theme change loads it again, with a new launch ticket as its token. Without a TASK link the
 * user goes home.
 */
export default function TaskFrame(_: NodeProps<TaskFrameNode>) {
  const engine = useEngine();
  const intl = useIntl();
  const configured = engine.config.downloadLinks.find((l) => l.resourceType === 'TASK' && l.url)?.url;
  // the frame gets the session: a TASK link on an untrusted origin counts as no link
  const link = configured && permittedUrl(engine, configured, 'downloadLinks TASK', true);
  const language = useUi((s) => s.language);
  const theme = useUi((s) => s.theme);
  const token = useLaunchTicket(link ? { kind: 'task' } : undefined, `${language} ${theme}`);
  const [src, setSrc] = useState(BLANK);
  const [loadedSrc, setLoadedSrc] = useState('');
  const headerShown = useCondition(engine.config.shell.header.when);
  const target = link && token !== undefined ? taskFrameSrc(link, { token, language, theme }) : '';

  useEffect(() => {
    if (!target) return;
    setSrc(BLANK);
    const timer = setTimeout(() => setSrc(target), RESET_MS);
    return () => clearTimeout(timer);
  }, [target]);

  if (!link) return <Redirect to={engine.config.shell.homePath} replace />;
  const loading = src === BLANK || loadedSrc !== src;
  const onLoad = () => {
    if (src === BLANK) return;
    const loaded = src;
    setTimeout(() => setLoadedSrc(loaded), LOADER_AFTER_LOAD_MS);
  };
  return (
    <div
      data-loaded={loading ? undefined : 'true'}
      css={{ position: 'fixed', top: headerShown ? 52 : 0, left: 0, right: 0, bottom: 0, zIndex: 15, background: 'var(--c-background)' }}
    >
      <iframe
        src={src}
        onLoad={onLoad}
        title={intl.formatMessage({ id: 'menu.task' })}
        css={{ display: 'block', width: '100%', height: '100%', border: 'none' }}
      />
      {loading && (
        <div
          css={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: 'var(--c-background)',
          }}
        >
          <LoadingView />
        </div>
      )}
      {/* Full screen with no page header (SPEC 2): the way out lies over the frame and leads home, as back buttons do. */}
      <FrameCloseButton onClose={() => engine.navigate(engine.config.shell.homePath)} />
    </div>
  );
}
