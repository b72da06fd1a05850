/**
 * Form controls for the config's shared shapes: the icon picker (the real icon set), the action
 * editor (the action registry's actions with their typed params) and the condition builder, plus
 * a form generated from any JSON Schema for node props. Every field carries a label and a line of
 * help from its schema (field-words.ts), linked to it with aria-describedby.
 */
import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Icon, iconNames } from '../common/Icon';
import { ACTION_NAMES, ACTION_SCHEMA, ACTION_SCHEMAS, CONDITION_SCHEMA, resolveRef, type Schema } from './catalog';
import { fieldHelp, fieldLabel } from './field-words';
import { pointer } from './pointer';
import { useStudio } from './store';
import { button, choiceLabel, colours, Field, inputStyle, IssuesText, SelectField, TextField, useFieldIssues } from './ui';
import { str, type Json, type JsonObject } from './types';
import { useSay } from './controls-messages';

type Path = (string | number)[];

const fieldset = { border: `1px solid ${colours.line}`, borderRadius: 6, padding: '8px 10px', margin: '0 0 10px' };
const helpText = { display: 'block', color: colours.muted, fontSize: 12, margin: '0 0 6px' };

/** The ids a group's aria-describedby lists: its help and its errors, those it has. */
const describedBy = (id: string, help: string | undefined, errors: number) =>
  [help ? `${id}-help` : '', errors ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;

/** A group's line of help, under its legend. */
function GroupHelp({ id, help }: { id: string; help: string | undefined }) {
  return help ? (
    <span id={`${id}-help`} css={helpText}>
      {help}
    </span>
  ) : null;
}

export function IconPicker({
  value,
  onChange,
  path,
  label: ownLabel,
  help,
}: {
  value: string;
  onChange: (name: string) => void;
  path: Path;
  label?: string;
  help?: string;
}) {
  const say = useSay();
  const label = ownLabel ?? say('icon');
  const issues = useFieldIssues(pointer(...path));
  const id = useId();
  return (
    <fieldset css={fieldset} aria-describedby={describedBy(id, help, issues.length)}>
      <legend>
        {label}: <strong>{value || say('none')}</strong>
      </legend>
      <GroupHelp id={id} help={help} />
      {/* every icon with its name under it, so an operator picks by what it shows and what it is called */}
      <div
        role="radiogroup"
        aria-label={label}
        css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 4, maxHeight: 260, overflowY: 'auto' }}
      >
        {iconNames().map((name) => (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={value === name}
            onClick={() => onChange(name)}
            css={[
              button,
              {
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 2,
                padding: '4px 2px',
                minWidth: 0,
                fontSize: 11,
                overflowWrap: 'anywhere',
                background: value === name ? '#dce6fb' : '#fff',
                borderColor: value === name ? colours.accent : colours.line,
              },
            ]}
          >
            <Icon name={name} size={18} />
            <span>{name}</span>
          </button>
        ))}
      </div>
      <IssuesText id={`${id}-err`} issues={issues} />
    </fieldset>
  );
}

/** An action: its name from the registry, then its params from that action's schema. */
export function ActionEditor({
  value,
  onChange,
  path,
  label: ownLabel,
  help = ACTION_SCHEMA.description,
}: {
  value: JsonObject;
  onChange: (action: JsonObject) => void;
  path: Path;
  label?: string;
  help?: string;
}) {
  const say = useSay();
  const label = ownLabel ?? say('onTap');
  const id = useId();
  const name = typeof value.action === 'string' ? value.action : '';
  const schema = ACTION_SCHEMAS[name];
  return (
    <fieldset css={fieldset} aria-describedby={describedBy(id, help, 0)}>
      <legend>{label}</legend>
      <GroupHelp id={id} help={help} />
      <SelectField
        label={say('does')}
        hint={fieldHelp(schema) ?? say('doesHelp')}
        pointer={pointer(...path, 'action')}
        value={name}
        options={ACTION_NAMES.map((n) => ({ value: n, label: n }))}
        onChange={(next) => onChange({ action: next })}
      />
      {schema && <ObjectFields schema={schema} value={value} path={path} skip={['action']} onChange={(next) => onChange(next)} />}
    </fieldset>
  );
}

const CONDITION_KINDS = ['none', 'flag', 'signedIn', 'agent', 'memberType', 'route', 'device', 'all', 'any', 'not'] as const;

function kindOf(value: Json | undefined): string {
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) return 'none';
  const keys = Object.keys(value);
  return keys.length === 1 ? keys[0] : 'json';
}

/** A condition built from its one test: a flag, signed in, agent, member types, routes, device, or all / any / not of others. */
export function ConditionEditor({
  value,
  onChange,
  path,
  label: ownLabel,
  help = CONDITION_SCHEMA.description,
}: {
  value: Json | undefined;
  onChange: (next: JsonObject | undefined) => void;
  path: Path;
  label?: string;
  help?: string;
}) {
  const say = useSay();
  const label = ownLabel ?? say('shownWhen');
  const id = useId();
  const flags = useStudio(useShallow((s) => Object.keys((s.draft?.tenant.flags as JsonObject | undefined) ?? {})));
  const kind = kindOf(value);
  const obj = (value ?? {}) as JsonObject;
  const here = pointer(...path);
  const set = (next: string) => {
    const fresh: Record<string, JsonObject | undefined> = {
      none: undefined,
      flag: { flag: flags[0] ?? 'CBS3' },
      signedIn: { signedIn: true },
      agent: { agent: true },
      memberType: { memberType: { in: [0] } },
      route: { route: { in: ['home'] } },
      device: { device: { in: ['android'] } },
      all: { all: [{ signedIn: true }] },
      any: { any: [{ signedIn: true }] },
      not: { not: { signedIn: true } },
    };
    onChange(fresh[next]);
  };
  const list = (key: 'in') => ((obj[kind] as JsonObject | undefined)?.[key] as Json[] | undefined) ?? [];
  return (
    <fieldset css={fieldset} aria-describedby={describedBy(id, help, 0)}>
      <legend>{label}</legend>
      <GroupHelp id={id} help={help} />
      <SelectField
        label={say('test')}
        hint={say('testHelp')}
        pointer={here}
        value={CONDITION_KINDS.includes(kind as never) ? kind : 'none'}
        options={CONDITION_KINDS.map((k) => ({ value: k, label: k === 'none' ? say('always') : k }))}
        onChange={set}
      />
      {kind === 'flag' && (
        <SelectField
          label={say('flagIsOn')}
          hint={say('flagIsOnHelp')}
          pointer={pointer(...path, 'flag')}
          value={str(obj.flag)}
          options={flags.map((f) => ({ value: f, label: f }))}
          onChange={(f) => onChange({ flag: f })}
        />
      )}
      {(kind === 'signedIn' || kind === 'agent') && (
        <>
          <label css={[choiceLabel, { marginBottom: 2 }]}>
            <input
              type="checkbox"
              aria-describedby={`${id}-kind`}
              checked={obj[kind] === true}
              onChange={(e) => onChange({ [kind]: e.target.checked })}
            />{' '}
            {kind === 'agent' ? say('isAgent') : say('isSignedIn')}
          </label>
          <span id={`${id}-kind`} css={helpText}>
            {kind === 'agent' ? say('tickedAgent') : say('tickedSignedIn')}
          </span>
        </>
      )}
      {(kind === 'memberType' || kind === 'route' || kind === 'device') && (
        <TextField
          label={kind === 'memberType' ? say('memberTypes') : kind === 'route' ? say('routes') : say('devices')}
          hint={kind === 'memberType' ? say('memberTypesHelp') : kind === 'route' ? say('routesHelp') : say('devicesHelp')}
          pointer={pointer(...path, kind, 'in')}
          value={list('in').map(str).join(', ')}
          onChange={(text) => {
            const items = text
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean);
            onChange({ [kind]: { in: kind === 'memberType' ? items.map((s) => (/^\d+$/.test(s) ? Number(s) : s)) : items } });
          }}
        />
      )}
      {(kind === 'all' || kind === 'any') && (
        <div>
          {((obj[kind] as Json[]) ?? []).map((sub, i) => (
            <div key={i}>
              <ConditionEditor
                label={say('testN', { n: i + 1 })}
                value={sub}
                path={[...path, kind, i]}
                onChange={(next) => {
                  const items = [...((obj[kind] as Json[]) ?? [])];
                  if (next === undefined) items.splice(i, 1);
                  else items[i] = next;
                  onChange({ [kind]: items });
                }}
              />
            </div>
          ))}
          <button type="button" css={button} onClick={() => onChange({ [kind]: [...((obj[kind] as Json[]) ?? []), { signedIn: true }] })}>
            {say('addTest')}
          </button>
        </div>
      )}
      {kind === 'not' && (
        <ConditionEditor
          label={say('not')}
          value={obj.not}
          path={[...path, 'not']}
          onChange={(next) => onChange(next ? { not: next } : undefined)}
        />
      )}
      {kind === 'json' && (
        <JsonField
          label={say('conditionJson')}
          help={say('conditionJsonHelp')}
          value={value}
          path={path}
          onChange={(v) => onChange(v as JsonObject)}
        />
      )}
    </fieldset>
  );
}

/** Any value as JSON text, applied when it parses. */
export function JsonField({
  label,
  help,
  value,
  onChange,
  path,
}: {
  label: string;
  help?: string;
  value: Json | undefined;
  onChange: (next: Json | undefined) => void;
  path: Path;
}) {
  const say = useSay();
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [error, setError] = useState<string | null>(null);
  return (
    <Field label={label} pointer={pointer(...path)} hint={[help, error].filter(Boolean).join(' ') || undefined}>
      {(a) => (
        <textarea
          {...a}
          css={[inputStyle, { fontFamily: 'monospace', minHeight: 80 }]}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            try {
              onChange(JSON.parse(e.target.value) as Json);
              setError(null);
            } catch {
              setError(say('notJsonYet'));
            }
          }}
        />
      )}
    </Field>
  );
}

function typeOf(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** One property's control, from its schema: labelled by its `x-label`, helped by its description. */
export function SchemaField({
  name,
  schema,
  value,
  onChange,
  path,
  required,
  label: ownLabel,
  help: ownHelp,
}: {
  /** the property's key */
  name: string;
  schema: Schema;
  value: Json | undefined;
  onChange: (next: Json | undefined) => void;
  path: Path;
  required?: boolean;
  /** words from the property that referred to this schema, which win over the schema's own */
  label?: string;
  help?: string;
}) {
  const say = useSay();
  const id = useId();
  const title = ownLabel ?? fieldLabel(name, schema);
  if (schema.$ref) {
    if (/condition$/.test(schema.$ref))
      return <ConditionEditor label={title} help={fieldHelp(schema, CONDITION_SCHEMA)} value={value} path={path} onChange={onChange} />;
    if (/action$/.test(schema.$ref))
      return (
        <ActionEditor
          label={title}
          help={fieldHelp(schema, ACTION_SCHEMA)}
          value={(value as JsonObject) ?? { action: 'navigate', to: '/m/home' }}
          path={path}
          onChange={onChange}
        />
      );
    const resolved = resolveRef(schema.$ref);
    if (resolved)
      return (
        <SchemaField
          name={name}
          schema={resolved}
          label={title}
          help={fieldHelp(schema, resolved)}
          value={value}
          onChange={onChange}
          path={path}
          required={required}
        />
      );
    return <JsonField label={title} help={fieldHelp(schema)} value={value} path={path} onChange={onChange} />;
  }
  const label = required ? title : say('optional', { label: title });
  const hint = ownHelp ?? fieldHelp(schema);
  if (schema.enum) {
    const options = [
      ...(required ? [] : [{ value: '', label: '—' }]),
      ...schema.enum.map((v) => ({ value: JSON.stringify(v), label: typeof v === 'string' ? v : JSON.stringify(v) })),
    ];
    return (
      <SelectField
        label={label}
        hint={hint}
        pointer={pointer(...path)}
        value={value === undefined ? '' : JSON.stringify(value)}
        options={options}
        onChange={(v) => onChange(v === '' ? undefined : (JSON.parse(v) as Json))}
      />
    );
  }
  switch (typeOf(schema)) {
    case 'string':
      return (
        <TextField
          label={label}
          hint={hint}
          pointer={pointer(...path)}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v === '' && !required ? undefined : v)}
        />
      );
    case 'integer':
    case 'number':
      return (
        <TextField
          label={label}
          hint={hint}
          type="number"
          pointer={pointer(...path)}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(v) => onChange(v === '' ? undefined : Number(v))}
        />
      );
    case 'boolean':
      return (
        <div css={{ marginBottom: 10 }}>
          <label css={choiceLabel}>
            <input
              type="checkbox"
              aria-describedby={hint ? `${id}-help` : undefined}
              checked={value === true}
              onChange={(e) => onChange(e.target.checked ? true : required ? false : undefined)}
            />{' '}
            {title}
          </label>
          <GroupHelp id={id} help={hint} />
        </div>
      );
    case 'object':
      if (schema.properties)
        return (
          <fieldset css={fieldset} aria-describedby={describedBy(id, hint, 0)}>
            <legend>{label}</legend>
            <GroupHelp id={id} help={hint} />
            <ObjectFields schema={schema} value={(value as JsonObject) ?? {}} path={path} onChange={onChange} />
          </fieldset>
        );
      return <JsonField label={label} help={hint} value={value} path={path} onChange={onChange} />;
    case 'array':
      if (schema.items && (typeOf(schema.items) === 'string' || typeOf(schema.items) === 'integer'))
        return (
          <TextField
            label={`${label}, comma separated`}
            hint={hint}
            pointer={pointer(...path)}
            value={Array.isArray(value) ? value.map(str).join(', ') : ''}
            onChange={(v) => {
              const items = v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean);
              onChange(items.length === 0 && !required ? undefined : typeOf(schema.items!) === 'integer' ? items.map(Number) : items);
            }}
          />
        );
      return <JsonField label={label} help={hint} value={value} path={path} onChange={onChange} />;
    default:
      return <JsonField label={label} help={hint} value={value} path={path} onChange={onChange} />;
  }
}

/** The properties of an object schema as fields (those in `skip` left out). */
export function ObjectFields({
  schema,
  value,
  onChange,
  path,
  skip = [],
}: {
  schema: Schema;
  value: JsonObject;
  onChange: (next: JsonObject) => void;
  path: Path;
  skip?: string[];
}) {
  const required = new Set(schema.required ?? []);
  return (
    <>
      {Object.entries(schema.properties ?? {})
        .filter(([name, prop]) => !skip.includes(name) && prop.const === undefined)
        .map(([name, prop]) => (
          <SchemaField
            key={name}
            name={name}
            schema={prop}
            required={required.has(name)}
            value={value[name]}
            path={[...path, name]}
            onChange={(next) => {
              const copy: JsonObject = { ...value };
              if (next === undefined) delete copy[name];
              else copy[name] = next;
              onChange(copy);
            }}
          />
        ))}
    </>
  );
}
