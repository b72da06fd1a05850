/** The raw JSON of one file of the draft, for power users: applied when it parses, then checked like every edit. */
import { useEffect, useState } from 'react';
import { useStudio } from '../store';
import { button, colours, inputStyle, SelectField, Status } from '../ui';
import type { Draft, JsonObject } from '../types';

function partOf(draft: Draft, file: string): unknown {
  if (file === 'tenant.json') return draft.tenant;
  const [kind, name] = file.replace(/\.json$/, '').split('/');
  return kind === 'screens' ? draft.screens[name] : draft.messages[name];
}

export function JsonEditor() {
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
      setError(`Not valid JSON: ${(e as Error).message}`);
      return;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      setError('The file must be a JSON object');
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
        label="File"
        hint="Which file of the config to edit as JSON."
        value={file}
        options={files.map((f) => ({ value: f, label: f }))}
        onChange={setFile}
      />
      <label htmlFor="json-text" css={{ fontWeight: 600, fontSize: 13 }}>
        JSON (merged over _base; the check runs on apply)
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
          Apply
        </button>
        <button type="button" css={button} onClick={() => setText(JSON.stringify(partOf(draft, file), null, 2))}>
          Reset to the draft
        </button>
      </div>
      <p id="json-help" css={{ color: colours.muted, fontSize: 12 }}>
        The whole file as the config holds it: Apply puts it in the draft. Errors of the check are listed above the tabs, each with where it
        is in words.
      </p>
    </div>
  );
}
