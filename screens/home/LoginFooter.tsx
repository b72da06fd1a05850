import { FormattedMessage, useIntl } from 'react-intl';
import {
  bannerParams,
  permittedUrl,
  useAction,
  useCondition,
  useDataSource,
  useEngine,
  useUi,
  type Condition,
  type LoginFooterNode,
  type NodeProps,
} from '../../engine';
import { LanguageButtons } from '../common/LanguageButtons';
import { GameImage } from '../games/GameImage';
import { launchAction } from './EntryTile';
import { jackpotFrameUrl } from './video-link';

/**
 * SPEC 2.164: the speed test shows only when the device is not of two excluded kinds, our native
 * app and the web app installed on the home screen; a tenant's own `when` can only narrow that.
 */
const SPEED_TEST_DEVICES: Condition = { not: { device: { in: ['app', 'standalone'] } } };

const languageLook = (pressed: boolean) => ({
  minWidth: 44,
  height: 32,
  borderRadius: 16,
  border: `1px solid ${pressed ? 'var(--c-primary)' : 'var(--c-border)'}`,
  background: 'transparent',
  color: pressed ? 'var(--c-primary)' : 'var(--c-text)',
});

/** The login footer (SPEC 2): language switcher, hot-game icons, speed test, copyright, jackpot panel. */
export default function LoginFooter({ node }: NodeProps<LoginFooterNode>) {
  const engine = useEngine();
  const { config } = engine;
  const intl = useIntl();
  const onSpeedTestDevice = useCondition(SPEED_TEST_DEVICES);
  const showSpeedTest = useCondition(node.speedTest?.when) && onSpeedTestDevice;
  const speedTest = node.speedTest?.url && permittedUrl(engine, node.speedTest.url, 'loginFooter speedTest.url');
  return (
    <footer css={{ padding: '16px', display: 'grid', gap: 14, color: 'var(--c-textMuted)', fontSize: '0.8rem', textAlign: 'center' }}>
      <JackpotPanel />
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'menu.language' })}
        css={{ display: 'flex', justifyContent: 'center', gap: 8 }}
      >
        <LanguageButtons look={languageLook} />
      </div>
      <HotIcons />
      {speedTest && showSpeedTest && (
        <a href={speedTest} css={{ color: 'var(--c-accent)' }}>
          <FormattedMessage id="footer.speedTest" />
        </a>
      )}
      <p css={{ margin: 0 }}>
        <FormattedMessage id="footer.copyright" values={{ year: config.brand.copyrightYear, brand: config.brand.name }} />
      </p>
    </footer>
  );
}

function HotIcons() {
  const { config } = useEngine();
  const run = useAction();
  const language = useUi((s) => s.language);
  const { data } = useDataSource('hotGames', {
    language,
    isPlatform: 2,
    platform: 'html5',
    pageNo: 1,
    pageSize: config.constants.hotIconsShown,
  });
  const games = (data?.list ?? []).slice(0, config.constants.hotIconsShown);
  if (games.length === 0) return null;
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', justifyContent: 'center', gap: 12 }}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <button
            type="button"
            aria-label={game.gameName}
            onClick={() => run(launchAction(game))}
            css={{ padding: 0, border: 'none', background: 'none' }}
          >
            <span css={{ display: 'block', width: 48, height: 48, borderRadius: 12, overflow: 'hidden' }}>
              <GameImage src={game.iconUrl} size={48} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function JackpotPanel() {
  const intl = useIntl();
  const language = useUi((s) => s.language);
  const theme = useUi((s) => s.theme);
  const { data } = useDataSource('banners', bannerParams('m_video', language));
  const banner = data?.[0];
  if (!banner?.linkage) return null;
  return (
    <iframe
      title={banner.title || intl.formatMessage({ id: 'footer.jackpot' })}
      src={jackpotFrameUrl(banner.linkage, language, theme, window.location.origin)}
      loading="lazy"
      css={{ width: '100%', aspectRatio: '16 / 9', border: 'none', borderRadius: 12, background: 'var(--c-surface)' }}
    />
  );
}
