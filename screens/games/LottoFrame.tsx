import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { permittedSitePath, useEngine, useRoute, useSession, useUi, type LottoFrameNode, type NodeProps } from '../../engine';
import { FrameCloseButton } from './FrameClose';
import { useLaunchTicket } from './launch-ticket';

/** The frame's address: the lottery page with token (a launch ticket), merchant, css (the theme), prize_mode (SPEC 2) and lang (the site's language). */
export function lottoFrameSrc(
  src: string,
  values: { token: string; merchant: string; theme: string; prizeMode: string; language: string },
): string {
  const query = new URLSearchParams({
    token: values.token,
    merchant: values.merchant,
    css: values.theme,
    prize_mode: values.prizeMode,
    lang: values.language,
  });
  return `${src}${src.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The lottery game frame at /m/lotto-h5/:mui/:playType/games/:gameId: full screen; closing goes
 * home when the page query has pageBack, otherwise to the node's closeTo, /m/game (SPEC 2).
 */
export default function LottoFrame({ node }: NodeProps<LottoFrameNode>) {
  const engine = useEngine();
  const intl = useIntl();
  const params = useRoute()?.params ?? {};
  const query = new URLSearchParams(useSearch());
  const merchant = useSession((s) => s.info?.merchantCode ?? '');
  const theme = useUi((s) => s.theme);
  const language = useUi((s) => s.language);
  const prizeMode = query.get('prize_mode') ?? engine.config.platform.defaultPrizeMode;
  const pageBack = query.has('pageBack') && query.get('pageBack') !== '0';
  // the frame gets the session: a src the URL policy refuses loads nothing, a refused closeTo counts as none
  const closeTo = (node.closeTo !== undefined && permittedSitePath(node.closeTo, 'lottoFrame closeTo')) || '/m/game';
  const close = () => engine.navigate(pageBack ? engine.config.shell.homePath : closeTo);
  const page = node.src === undefined ? '/demo-game/lottery.html' : permittedSitePath(node.src, 'lottoFrame src');
  const address = (token: string) => (page ? lottoFrameSrc(page, { token, merchant, theme, prizeMode, language }) : '');
  // each load of the frame spends a ticket: a new one for every address
  const token = useLaunchTicket(page && params.gameId ? { kind: 'lottery', gameId: params.gameId } : undefined, address(''));
  const src = page && token !== undefined ? address(token) : 'about:blank';
  return (
    <div css={{ position: 'fixed', inset: 0, zIndex: 40, background: 'var(--c-background)' }}>
      <iframe
        key={src}
        src={src}
        title={intl.formatMessage({ id: 'game.lotteryFrame' }, { game: params.gameId ?? '' })}
        data-mui={params.mui}
        data-play-type={params.playType}
        css={{ display: 'block', width: '100%', height: '100%', border: 'none' }}
      />
      <FrameCloseButton onClose={close} />
    </div>
  );
}
