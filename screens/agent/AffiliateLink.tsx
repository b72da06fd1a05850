import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine } from '../../engine';
import { LoadError, Loading } from '../common/member-page';
import { primaryButton } from '../common/styles';
import { input } from '../common/wallet-form';
import { panel } from './parts';

/** The QR code of a text as one SVG path (React elements, no markup strings). */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const { count, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < n; r += 1) for (let c = 0; c < n; c += 1) if (qr.isDark(r, c)) d += `M${c + 2} ${r + 2}h1v1h-1z`;
    return { count: n + 4, path: d };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${count} ${count}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-testid="affiliate-qr"
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * Copies text to the clipboard. Where the clipboard API is missing (a page over plain http) or
 * refused, the field is selected and the older copy command tried; when that fails too, the link
 * stays selected so the member can copy it by hand.
 */
async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.focus();
    field.select();
    try {
      // deprecated, yet the one way left where the clipboard API is refused
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** The agent's invitation link (SPEC 6): the link, its QR code and a copy button. */
export default function AffiliateLink() {
  const engine = useEngine();
  const intl = useIntl();
  const { data, error, loading, reload } = useDataSource('agentAffiliate');
  if (loading && !data) return <Loading />;
  if (!data) return error !== undefined ? <LoadError error={error} onRetry={reload} /> : null;
  return (
    <section css={{ ...panel, display: 'grid', gap: 10, justifyItems: 'center' }} aria-labelledby="affiliate-title">
      <h2 id="affiliate-title" css={{ margin: 0, fontSize: '1rem', justifySelf: 'start' }}>
        <FormattedMessage id="agent.affiliateLink" />
      </h2>
      <QrCode text={data.url} label={intl.formatMessage({ id: 'agent.affiliateQr' }, { code: data.code })} />
      <p css={{ margin: 0, fontSize: '0.85rem' }}>
        <FormattedMessage id="agent.affiliateCode" values={{ code: <strong key="code">{data.code}</strong> }} />
      </p>
      <input
        id="affiliate-url"
        readOnly
        value={data.url}
        css={{ ...input, fontSize: '0.8rem' }}
        aria-label={intl.formatMessage({ id: 'agent.affiliateLink' })}
        onFocus={(e) => e.target.select()}
      />
      <button
        type="button"
        css={{ ...primaryButton, width: '100%' }}
        onClick={() =>
          void copy(data.url, document.getElementById('affiliate-url') as HTMLInputElement | null).then((copied) =>
            engine.ui.toast(
              copied ? 'success' : 'info',
              copied ? 'agent.copied' : 'agent.copyManually',
              engine.config.constants.toast.shortMs,
            ),
          )
        }
      >
        <FormattedMessage id="agent.copyLink" />
      </button>
    </section>
  );
}
