import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { useDataSource, useEngine, useUi } from '../../engine';
import { useDebounced } from '../common/useDebounced';
import { helpIndex } from './help-select';
import { EmptyState, LoadError, Loading } from '../common/member-page';

/** Browser-side sanitizing of help HTML (the server sanitizes too): no scripts, handlers or forms. */
export function cleanHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * Help (/m/help): a left menu of titles and the selected article's HTML, sanitized with DOMPurify.
 * ?i= picks the section (default 0), ?tag=tc or ?tag=privacy those articles. The list reloads on a
 * language change, debounced 200 ms.
 */
export default function Help() {
  const engine = useEngine();
  const intl = useIntl();
  const search = useSearch();
  const language = useDebounced(
    useUi((s) => s.language),
    engine.config.constants.debounceMs.help,
  );
  const { data, error, loading, reload } = useDataSource('help', { lang: language, device: 'MOBILE' });
  const articles = useMemo(() => data ?? [], [data]);
  const selected = helpIndex(articles, search);
  const html = useMemo(() => (articles[selected] ? cleanHtml(articles[selected].content) : ''), [articles, selected]);

  if (loading && !data) return <Loading />;
  if (error !== undefined && !data) return <LoadError onRetry={reload} error={error} />;
  if (articles.length === 0) return <EmptyState />;
  return (
    <div css={{ display: 'grid', gridTemplateColumns: '34% 1fr' }}>
      <nav
        aria-label={intl.formatMessage({ id: 'title.help' })}
        css={{ background: 'var(--c-surface)', borderRight: '1px solid var(--c-border)' }}
      >
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {articles.map((article, index) => (
            <li key={index}>
              <button
                type="button"
                aria-current={index === selected ? 'page' : undefined}
                onClick={() => engine.navigate(`/m/help?i=${index}`, { replace: true })}
                css={{
                  width: '100%',
                  minHeight: 48,
                  padding: '10px 8px 10px 12px',
                  border: 'none',
                  borderLeft: `3px solid ${index === selected ? 'var(--c-primary)' : 'transparent'}`,
                  background: index === selected ? 'var(--c-surfaceRaised)' : 'transparent',
                  color: index === selected ? 'var(--c-text)' : 'var(--c-textMuted)',
                  fontWeight: index === selected ? 700 : 400,
                  font: 'inherit',
                  fontSize: '0.85rem',
                  textAlign: 'left',
                  cursor: 'pointer',
                }}
              >
                {article.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <article
        aria-label={articles[selected]?.title}
        data-testid="help-content"
        css={{
          padding: '4px 14px 24px',
          lineHeight: 1.6,
          fontSize: '0.9rem',
          overflowWrap: 'anywhere',
          '& h2': { fontSize: '1.1rem' },
          '& a': { color: 'var(--c-accent)' },
          '& img': { maxWidth: '100%' },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
