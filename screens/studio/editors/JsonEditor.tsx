/** The raw JSON of one file of the draft, for power users: applied when it parses, then checked like every edit. */
import { useEffect, useState } from 'react';
import { useStudio } from '../store';
import { button, colours, inputStyle, SelectField, Status } from '../ui';
import type { Draft, JsonObject } from '../types';
import { useSay } from './tab-messages';

function partOf(draft: Draft, file: string): unknown {
  if (file === 'tenant.json') return draft.tenant;
  const [kind, name] = file.replace(/\.json$/, '').split('/');
  return kind === 'screens' ? draft.screens[name] : draft.messages[name];
}

export function JsonEditor() {
  const say = useSay();
  const draft = useStudio((s) => s.draft)!;
  const files = [
    'tenant.json',
    ...Object.keys(draft.screens)
      .sort()
      .map((n) => `screens/${n}.json`),
    ...Object.keys(draft.messages).map((l) => `messages/${l}.json`),
  ];
  const [file, setFile] = useState('tenant.json');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setText(JSON.stringify(partOf(useStudio.getState().draft!, file), null, 2));
    setError(null);
  }, [file]);

  const apply = () => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      setError(say('notJson', { message: (e as Error).message }));
      return;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      setError(say('notObject'));
      return;
    }
    setError(null);
    useStudio.getState().edit(`json/${file}`, (mutable) => {
      const d = mutable as unknown as Draft;
      if (file === 'tenant.json') d.tenant = value as JsonObject;
      else {
        const [kind, name] = file.replace(/\.json$/, '').split('/');
        if (kind === 'screens') d.screens[name] = value as JsonObject;
        else d.messages[name] = value as Record<string, string>;
      }
    });
  };

  return (
    <div>
      <SelectField
        label={say('file')}
        hint={say('fileHelp')}
        value={file}
        options={files.map((f) => ({ value: f, label: f }))}
        onChange={setFile}
      />
      <label htmlFor="json-text" css={{ fontWeight: 600, fontSize: 13 }}>
        {say('json')}
      </label>
      <textarea
        id="json-text"
        aria-describedby="json-help"
        spellCheck={false}
        css={[inputStyle, { fontFamily: 'monospace', fontSize: 12, minHeight: 420 }]}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {error && <Status tone="danger">{error}</Status>}
      <div css={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <button type="button" css={button} onClick={apply}>
          {say('apply')}
        </button>
        <button type="button" css={button} onClick={() => setText(JSON.stringify(partOf(draft, file), null, 2))}>
          {say('reset')}
        </button>
      </div>
      <p id="json-help" css={{ color: colours.muted, fontSize: 12 }}>
        {say('jsonHelp')}
      </p>
    </div>
  );
}
