/**
 * Responsible gaming: the tenant's safer-gambling settings (schemas/tenant.json, $defs
 * responsibleGaming), a form generated from the schema with each setting's label and description:
 * the tools and lengths offered as checkboxes, the delays, the reality-check default and choices,
 * the minimum age, the help lines and the message keys of the wording. The platform's minimums
 * (24 h for a raise, self-exclusion always offered) are the schema's, so the check refuses less.
 */
import { useId } from 'react';
import type { Schema } from '../catalog';
import { SchemaField } from '../controls';
import { fieldLabel } from '../field-words';
import { pointer } from '../pointer';
import { setAt, useStudio } from '../store';
import { choiceLabel, colours, IssuesText, useFieldIssues } from '../ui';
import type { Json, JsonObject } from '../types';
import { TENANT_DEFS } from './tenant-schema';
import { useSay } from './form-messages';

const RG_SCHEMA: Schema = TENANT_DEFS.responsibleGaming ?? {};

const NONE: JsonObject = {};
const fieldset = { border: `1px solid ${colours.line}`, borderRadius: 6, padding: '8px 10px', margin: '0 0 10px' };
const hintText = { display: 'block', color: colours.muted, fontSize: 12, margin: '2px 0 6px' };

export default function ResponsibleGamingEditor() {
  const say = useSay();
  const value = useStudio((s) => (s.draft?.tenant.responsibleGaming as JsonObject | undefined) ?? NONE);
  return (
    <div>
      <h2 css={{ fontSize: 16, margin: '0 0 4px' }}>{say('responsibleGaming')}</h2>
      {typeof RG_SCHEMA.description === 'string' && <p css={{ ...hintText, fontSize: 13 }}>{RG_SCHEMA.description}</p>}
      <Properties schema={RG_SCHEMA} value={value} path={['responsibleGaming']} />
    </div>
  );
}

function Properties({ schema, value, path }: { schema: Schema; value: JsonObject; path: (string | number)[] }) {
  const required = new Set(schema.required ?? []);
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([name, prop]) => (
        <Setting key={name} name={name} schema={prop} value={value[name]} path={[...path, name]} required={required.has(name)} />
      ))}
    </>
  );
}

function Setting({
  name,
  schema,
  value,
  path,
  required,
}: {
  name: string;
  schema: Schema;
  value: Json | undefined;
  path: (string | number)[];
  required: boolean;
}) {
  const id = useId();
  const title = fieldLabel(name, schema);
  const items = schema.items;
  if (schema.type === 'array' && items?.enum)
    return <Choices title={title} schema={schema} options={items.enum} value={value} path={path} />;
  if (schema.type === 'object' && schema.properties)
    return (
      <fieldset css={fieldset} aria-describedby={typeof schema.description === 'string' ? `${id}-hint` : undefined}>
        <legend css={{ fontWeight: 600 }}>{title}</legend>
        {typeof schema.description === 'string' && (
          <span id={`${id}-hint`} css={hintText}>
            {schema.description}
          </span>
        )}
        <Properties schema={schema} value={(value as JsonObject | undefined) ?? NONE} path={path} />
      </fieldset>
    );
  return <SchemaField name={name} schema={schema} value={value} required={required} path={path} onChange={(next) => setAt(path, next)} />;
}

/** An array of choices from a list (tools, periods, lengths) as one checkbox each, in the schema's order. */
function Choices({
  title,
  schema,
  options,
  value,
  path,
}: {
  title: string;
  schema: Schema;
  options: Json[];
  value: Json | undefined;
  path: (string | number)[];
}) {
  const id = useId();
  const issues = useFieldIssues(pointer(...path), false);
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (option: Json, on: boolean) =>
    setAt(
      path,
      options.filter((o) => (o === option ? on : chosen.includes(o))),
    );
  return (
    <fieldset
      css={fieldset}
      aria-describedby={[schema.description ? `${id}-hint` : '', issues.length ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend css={{ fontWeight: 600 }}>{title}</legend>
      {typeof schema.description === 'string' && (
        <span id={`${id}-hint`} css={hintText}>
          {schema.description}
        </span>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '4px 14px' }}>
        {options.map((option) => (
          <label key={JSON.stringify(option)} css={choiceLabel}>
            <input type="checkbox" checked={chosen.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />{' '}
            {JSON.stringify(option).replace(/"/g, '')}
          </label>
        ))}
      </div>
      <IssuesText id={`${id}-err`} issues={issues} />
    </fieldset>
  );
}
