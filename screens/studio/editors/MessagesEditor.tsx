/** Messages: a keys × languages table that marks missing values and values left the same as EN, with search and paging. */
import { useMemo, useState } from 'react';
import { pointer } from '../pointer';
import { setAt, useStudio } from '../store';
import { button, colours, inputStyle, IssuesText, narrow, SelectField, TextField, useFieldIssues } from '../ui';
import { useSay } from './tab-messages';

const PAGE = 40;

export function MessagesEditor() {
  const say = useSay();
  const messages = useStudio((s) => s.draft!.messages);
  const languages = Object.keys(messages);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<'all' | 'missing' | 'same'>('all');
  const [page, setPage] = useState(0);
  const [newKey, setNewKey] = useState('');

  const keys = useMemo(() => {
    const all = [...new Set(languages.flatMap((l) => Object.keys(messages[l])))].sort();
    const q = query.trim().toLowerCase();
    return all.filter((key) => {
      if (q && !key.toLowerCase().includes(q) && !languages.some((l) => (messages[l][key] ?? '').toLowerCase().includes(q))) return false;
      if (filter === 'missing') return languages.some((l) => !messages[l][key]);
      if (filter === 'same')
        return languages.some((l) => l !== 'EN' && messages.EN?.[key] !== undefined && messages[l][key] === messages.EN[key]);
      return true;
    });
  }, [messages, languages, query, filter]);
  const pages = Math.max(1, Math.ceil(keys.length / PAGE));
  const shown = keys.slice(page * PAGE, page * PAGE + PAGE);

  return (
    <div>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 220px', gap: 8, [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } }}>
        <TextField
          label={say('search')}
          hint={say('searchHelp')}
          value={query}
          onChange={(v) => {
            setQuery(v);
            setPage(0);
          }}
        />
        <SelectField
          label={say('show')}
          hint={say('showHelp')}
          value={filter}
          options={(['all', 'missing', 'same'] as const).map((value) => ({ value, label: say(`show.${value}`) }))}
          onChange={(v) => {
            setFilter(v as typeof filter);
            setPage(0);
          }}
        />
      </div>
      <p css={{ color: colours.muted, fontSize: 13 }}>
        {say(keys.length === 1 ? 'keys1' : 'keys', { count: keys.length })} ·{' '}
        <span css={{ background: '#fde2e1', padding: '0 4px' }}>{say('missing')}</span>{' '}
        <span css={{ background: '#fff1c2', padding: '0 4px' }}>{say('sameAsEn')}</span>
      </p>
      <table
        css={{
          width: '100%',
          borderCollapse: 'collapse',
          tableLayout: 'fixed',
          td: { borderTop: `1px solid ${colours.line}`, padding: 4, verticalAlign: 'top' },
          th: { textAlign: 'left', padding: 4 },
        }}
      >
        <thead>
          <tr>
            <th scope="col" css={{ width: '30%' }}>
              {say('key')}
            </th>
            {languages.map((l) => (
              <th scope="col" key={l}>
                {l}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((key) => (
            <tr key={key}>
              <th scope="row" css={{ fontWeight: 400, fontSize: 12, wordBreak: 'break-all' }}>
                {key}
              </th>
              {languages.map((lang) => (
                <MessageCell key={lang} lang={lang} msgKey={key} value={messages[lang][key]} en={messages.EN?.[key]} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label={say('pagesOfKeys')} css={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
        <button type="button" css={button} disabled={page === 0} onClick={() => setPage(page - 1)}>
          {say('previous')}
        </button>
        <span>{say('pageOf', { page: page + 1, pages })}</span>
        <button type="button" css={button} disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
          {say('next')}
        </button>
      </nav>
      <div css={{ display: 'flex', gap: 8, alignItems: 'end', marginTop: 12 }}>
        <TextField label={say('newKey')} value={newKey} onChange={setNewKey} hint={say('newKeyHelp')} />
        <button
          type="button"
          css={[button, { marginBottom: 28, whiteSpace: 'nowrap' }]}
          disabled={!/^[A-Za-z0-9_.-]+$/.test(newKey) || languages.some((l) => messages[l][newKey] !== undefined)}
          onClick={() => {
            useStudio.getState().edit(`messages/new/${newKey}`, (d) => {
              for (const l of languages) d.messages[l][newKey] = '';
            });
            setQuery(newKey);
            setNewKey('');
          }}
        >
          {say('addKey')}
        </button>
      </div>
    </div>
  );
}

function MessageCell({ lang, msgKey, value, en }: { lang: string; msgKey: string; value: string | undefined; en: string | undefined }) {
  const say = useSay();
  const issues = useFieldIssues(pointer('messages', lang, msgKey));
  const missing = !value;
  const same = lang !== 'EN' && en !== undefined && value === en;
  return (
    <td css={{ background: missing ? '#fde2e1' : same ? '#fff1c2' : undefined }}>
      <textarea
        aria-label={say('textIn', { key: msgKey, language: lang })}
        aria-invalid={issues.length > 0}
        rows={1}
        css={[inputStyle, { resize: 'vertical', minHeight: 30, fontSize: 13 }]}
        value={value ?? ''}
        onChange={(e) => setAt(['messages', lang, msgKey], e.target.value)}
      />
      <IssuesText issues={issues} />
    </td>
  );
}
