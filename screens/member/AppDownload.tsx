import { FormattedMessage, useIntl } from 'react-intl';
import { permittedUrl, useEngine } from '../../engine';
import { BackHeader } from '../common/BackHeader';
import { Icon } from '../common/Icon';
import { primaryButton } from '../common/styles';
import { card, EmptyState, Page } from '../common/member-page';

/** App download (/m/app): the tenant's IOS and Android links from downloadLinks; 'No data' without any. */
export default function AppDownload() {
  const engine = useEngine();
  const { config } = engine;
  const intl = useIntl();
  const links = (['IOS', 'Android'] as const)
    .map((kind) => ({ kind, url: config.downloadLinks.find((l) => l.resourceType === kind)?.url }))
    .filter((l): l is { kind: 'IOS' | 'Android'; url: string } => Boolean(l.url && permittedUrl(engine, l.url, `downloadLinks ${l.kind}`)));
  return (
    <Page label={intl.formatMessage({ id: 'title.app' })}>
      <BackHeader
        title="app.downloadHeading"
        values={{ brand: config.brand.name }}
        margin="0 -4px"
        onBack={() => engine.navigate(engine.pathTo('home'))}
      />
      {links.length === 0 ? (
        <EmptyState />
      ) : (
        <div css={{ ...card, display: 'grid', gap: 12, padding: 20 }}>
          {links.map((link) => (
            <a key={link.kind} href={link.url} download css={{ ...primaryButton, height: 48, textDecoration: 'none' }}>
              <Icon name="download" size={20} />
              <FormattedMessage id={link.kind === 'IOS' ? 'app.downloadIos' : 'app.downloadAndroid'} />
            </a>
          ))}
        </div>
      )}
    </Page>
  );
}
