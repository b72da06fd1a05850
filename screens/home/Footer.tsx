import { FormattedMessage, useIntl } from 'react-intl';
import { NodeView, permittedUrl, useCondition, useEngine, type FooterNode, type MenuItem, type NodeProps } from '../../engine';
import { Deferred } from '../common/Deferred';
import { Icon } from '../common/Icon';
import { ActionControl } from '../common/ActionControl';

/** Social networks in the order the footer shows them; each only when the tenant links it. */
const SOCIAL_ORDER = ['youtube', 'instagram', 'facebook', 'twitter', 'tiktok', 'telegram', 'line'] as const;
/** Each network's mark: a letter, or a drawn icon where the symbol would be an emoji (an empty box without an emoji font). */
const SOCIAL_MARKS: Record<(typeof SOCIAL_ORDER)[number], { text: string } | { icon: string }> = {
  youtube: { icon: 'play' },
  instagram: { text: '◎' },
  facebook: { text: 'f' },
  twitter: { text: 'X' },
  tiktok: { text: '♪' },
  telegram: { icon: 'send' },
  line: { text: 'L' },
};

/** By route id (the tenant's route table gives the path) and query. */
const HELP_LINKS = [
  { label: 'footer.helpCentre', route: 'help', query: '?i=0' },
  { label: 'footer.terms', route: 'help', query: '?tag=tc' },
  { label: 'footer.privacy', route: 'help', query: '?tag=privacy' },
  { label: 'footer.feedback', route: 'feedback', query: '' },
];

/** The footer's room while it waits (its height with the demo tenant's content). */
const FOOTER_HEIGHT = 440;

/** Below the fold on the home: renders (and fetches its banner) as it nears the viewport, see Deferred. */
export default function Footer(_: NodeProps<FooterNode>) {
  return (
    <Deferred minHeight={FOOTER_HEIGHT}>
      <FooterContent />
    </Deferred>
  );
}

/** The home footer (SPEC 2): social links, m_video banner area, help block, licence, copyright. */
function FooterContent() {
  const engine = useEngine();
  const { config } = engine;
  const intl = useIntl();
  const social = SOCIAL_ORDER.filter((name) => config.social[name] && permittedUrl(engine, config.social[name], `social.${name}`));
  return (
    <footer
      css={{
        margin: '16px 0 0',
        padding: '16px 12px 24px',
        background: 'var(--c-surface)',
        color: 'var(--c-textMuted)',
        fontSize: '0.8rem',
        display: 'grid',
        gap: 14,
      }}
    >
      {social.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'footer.social' })}
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', justifyContent: 'center', gap: 12 }}
        >
          {social.map((name) => (
            <li key={name}>
              <a
                href={config.social[name]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={intl.formatMessage({ id: `footer.social.${name}` })}
                css={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: 36,
                  height: 36,
                  borderRadius: 18,
                  background: 'var(--c-surfaceRaised)',
                  color: 'var(--c-text)',
                  textDecoration: 'none',
                  fontWeight: 700,
                }}
              >
                {(() => {
                  const mark = SOCIAL_MARKS[name];
                  return 'icon' in mark ? <Icon name={mark.icon} size={18} /> : <span aria-hidden>{mark.text}</span>;
                })()}
              </a>
            </li>
          ))}
        </ul>
      )}
      <NodeView node={{ type: 'banner', group: 'm_video' }} />
      <nav
        aria-label={intl.formatMessage({ id: 'footer.help' })}
        css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 16px' }}
      >
        {HELP_LINKS.map((link) => (
          <ActionControl
            key={link.label}
            action={{ action: 'navigate', to: engine.pathTo(link.route) + link.query }}
            css={{ color: 'var(--c-text)', textDecoration: 'none', padding: '6px 0', fontSize: '0.8rem' }}
          >
            <FormattedMessage id={link.label} />
          </ActionControl>
        ))}
        {(config.menus.footer ?? []).map((item) => (
          <FooterMenuLink key={item.id} item={item} />
        ))}
      </nav>
      <div css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <span
          role="img"
          aria-label={intl.formatMessage({ id: 'footer.licenceBadge' })}
          css={{
            flex: 'none',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 44,
            height: 44,
            borderRadius: 22,
            border: '2px solid var(--c-primary)',
            color: 'var(--c-primary)',
            fontWeight: 800,
            fontSize: '0.75rem',
          }}
        >
          18+
        </span>
        <p css={{ margin: 0 }}>
          <FormattedMessage id={config.brand.licenceText} />
        </p>
      </div>
      <p css={{ margin: 0, textAlign: 'center' }}>
        <FormattedMessage id="footer.copyright" values={{ year: config.brand.copyrightYear, brand: config.brand.name }} />
      </p>
    </footer>
  );
}

/** An entry of the tenant's `footer` menu (Responsible gaming in _base), after the help links. */
function FooterMenuLink({ item }: { item: MenuItem }) {
  const visible = useCondition(item.when);
  if (!visible) return null;
  return (
    <ActionControl action={item.action} css={{ color: 'var(--c-text)', textDecoration: 'none', padding: '6px 0', fontSize: '0.8rem' }}>
      <FormattedMessage id={item.label} />
    </ActionControl>
  );
}
