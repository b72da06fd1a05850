/**
 * A change request's comment thread: everyone's comments with author and time, newest last, and
 * a plain-text box to add one. Comments are shown as text (React escapes them; line breaks kept).
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { colours, panel, primaryButton, Status } from '../ui';
import { inboxChanged, reviewsApi, type Comment } from './api';
import { useStudioLanguage } from '../language';
import { errorText, say, when } from './messages';

const MAX = 2000;

export function Comments({ changeId }: { changeId: number }) {
  const language = useStudioLanguage();
  const s = (key: Parameters<typeof say>[1], values?: Record<string, string | number>) => say(language, key, values);
  const [thread, setThread] = useState<Comment[] | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const load = useCallback(() => {
    reviewsApi
      .comments(changeId)
      .then(setThread)
      .catch((e: unknown) => setError(errorText(language, e)));
  }, [changeId, language]);
  useEffect(load, [load]);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(s('error.E_COMMENT_EMPTY'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setThread(await reviewsApi.addComment(changeId, text));
      setText('');
      inboxChanged();
    } catch (err) {
      setError(errorText(language, err));
    } finally {
      setBusy(false);
    }
  };

  const length = [...text].length;
  return (
    <section aria-labelledby={`${id}-title`} css={[panel, { marginTop: 16, padding: 12 }]} lang={language === 'TY' ? 'tl' : 'en'}>
      <h3 id={`${id}-title`} css={{ fontSize: 16, margin: '0 0 8px' }}>
        {s('thread')}
        {thread && thread.length > 0 && <span css={{ fontWeight: 400, color: colours.muted }}> · {thread.length}</span>}
      </h3>
      {!thread && !error && <Status>{s('loading')}</Status>}
      {thread && thread.length === 0 && <p css={{ color: colours.muted, margin: '0 0 8px' }}>{s('threadNone')}</p>}
      {thread && thread.length > 0 && (
        <ol aria-label={s('thread')} css={{ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'grid', gap: 8 }}>
          {thread.map((c) => (
            <li key={c.id} css={{ borderLeft: `3px solid ${colours.line}`, padding: '4px 0 4px 10px' }}>
              <div css={{ fontSize: 12, color: colours.muted }}>
                <strong css={{ color: colours.ink }}>{c.author}</strong> · <time dateTime={c.at}>{when(language, c.at)}</time>
              </div>
              <p css={{ margin: '2px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(e) => void send(e)} css={{ display: 'grid', gap: 6 }}>
        <label htmlFor={`${id}-text`} css={{ fontSize: 13, fontWeight: 600 }}>
          {s('commentLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={3}
          maxLength={MAX}
          aria-describedby={`${id}-help ${id}-count`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setText(e.target.value)}
          css={{
            width: '100%',
            border: `1px solid ${colours.line}`,
            borderRadius: 6,
            padding: 8,
            resize: 'vertical',
            background: '#fff',
            color: colours.ink,
          }}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, fontSize: 12, color: colours.muted }}>
          <span id={`${id}-help`}>{s('commentHelp', { max: MAX })}</span>
          <span id={`${id}-count`}>{s('commentCount', { count: length, max: MAX })}</span>
        </div>
        {error && (
          <div role="alert" css={{ color: colours.danger, fontSize: 13 }}>
            {error}
          </div>
        )}
        <div>
          <button type="submit" css={[primaryButton, { minHeight: 44 }]} disabled={busy}>
            {busy ? s('commentSending') : s('commentSend')}
          </button>
        </div>
      </form>
    </section>
  );
}
