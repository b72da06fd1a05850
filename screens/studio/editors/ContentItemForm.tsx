/**
 * One content item's form (a banner, an announcement or a red rain; schemas/tenant.json $defs
 * contentBanner, contentAnnouncement, contentRedRain), each field labelled and helped by its
 * schema: the name (suggested from the title while the item is new), each text in every language
 * the tenant offers, the kind, the schedule as the browser's local time (stored as ISO with its
 * offset), the audience and the flags as checkboxes, and a banner's group, link and image with its
 * upload. The server check's errors show under the field they point at.
 */
import { useId, type ReactNode } from 'react';
import type { ContentBanner, ContentText } from '../../../engine';
import type { Schema } from '../catalog';
import { SchemaField } from '../controls';
import { fieldHelp, fieldLabel } from '../field-words';
import { useStudioLanguage } from '../language';
import { pointer } from '../pointer';
import { setAt } from '../store';
import type { Json } from '../types';
import { choiceLabel, colours, Field, inputStyle, IssuesText, narrow, SelectField, summaryStyle, TextField, useFieldIssues } from '../ui';
import { say } from './content-messages';
import { ContentPreview } from './ContentPreview';
import {
  AUDIENCE,
  audienceOf,
  audienceToStore,
  browserZone,
  isoFromLocalInput,
  localInputValue,
  type AudienceMember,
  type ContentItem,
  type ContentKind,
} from './content-state';
import { ImageUpload } from './ImageUpload';
import { TENANT_DEFS } from './tenant-schema';

type Path = (string | number)[];

const SCHEMAS: Record<ContentKind, Schema> = {
  banners: TENANT_DEFS.contentBanner ?? {},
  announcements: TENANT_DEFS.contentAnnouncement ?? {},
  redRain: TENANT_DEFS.contentRedRain ?? {},
};
const TEXT_SCHEMA = TENANT_DEFS.contentText ?? {};
const SCHEDULE_SCHEMA = TENANT_DEFS.contentSchedule ?? {};
const AUDIENCE_SCHEMA = TENANT_DEFS.contentAudience ?? {};
const FLAGS_SCHEMA = TENANT_DEFS.contentFlags ?? {};
const BANNER_GROUPS = ['m_home', 'm_reg', 'm_video'] as const;
const OTHER = '__other__';

const fieldset = { border: `1px solid ${colours.line}`, borderRadius: 6, padding: '8px 10px', margin: '0 0 10px', minWidth: 0 };
const helpText = { display: 'block', color: colours.muted, fontSize: 12, margin: '0 0 6px' };

export interface ItemFormProps {
  kind: ContentKind;
  index: number;
  item: ContentItem;
  languages: string[];
  defaultLanguage: string;
  flags: string[];
  tenantId: string;
  /** while set, the name follows the default-language title: the names taken by the other items */
  suggestName?: (title: string) => string;
  /** the operator set the name themselves */
  onNamed: () => void;
}

/** A group of controls with its legend, its help, and the check's errors at its pointer. */
function Group({ legend, help, at, children }: { legend: string; help?: string; at?: string; children: ReactNode }) {
  const id = useId();
  const issues = useFieldIssues(at);
  const describedBy = [help ? `${id}-help` : '', issues.length ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset css={fieldset} aria-describedby={describedBy} aria-invalid={issues.length > 0 || undefined}>
      <legend css={{ fontWeight: 600, fontSize: 13 }}>{legend}</legend>
      {help && (
        <span id={`${id}-help`} css={helpText}>
          {help}
        </span>
      )}
      {children}
      <IssuesText id={`${id}-err`} issues={issues} />
    </fieldset>
  );
}

export function ContentItemForm(props: ItemFormProps) {
  const { kind, index, item, languages, defaultLanguage, flags, tenantId } = props;
  const language = useStudioLanguage();
  const schema = SCHEMAS[kind];
  const fields = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const base: Path = ['content', kind, index];
  const field = (name: string) => (
    <SchemaField
      name={name}
      schema={fields[name] ?? {}}
      required={required.has(name)}
      value={(item as unknown as Record<string, Json>)[name]}
      path={[...base, name]}
      onChange={(next) => setAt([...base, name], next)}
    />
  );

  const setText = (name: 'title' | 'body', lang: string, value: string) => {
    const current = (item as unknown as Record<string, ContentText | undefined>)[name] ?? {};
    const text: ContentText = { ...current };
    if (value === '') delete text[lang];
    else text[lang] = value;
    // a new item's name follows its default-language title, in the same undo step
    if (name === 'title' && lang === defaultLanguage && props.suggestName)
      setAt(base, { ...item, title: text, id: props.suggestName(value) });
    else setAt([...base, name], text);
  };

  return (
    <div
      css={{
        display: 'grid',
        // the form, and beside it the phone-wide preview, which stays in sight while the form scrolls
        gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 390px)',
        gap: 16,
        alignItems: 'start',
        [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
      }}
    >
      <div css={{ minWidth: 0 }}>
        <SchemaField
          name="id"
          schema={fields.id ?? {}}
          required
          value={item.id}
          path={[...base, 'id']}
          help={props.suggestName ? `${fieldHelp(fields.id) ?? ''} ${say(language, 'nameSuggested')}` : undefined}
          onChange={(next) => {
            props.onNamed();
            setAt([...base, 'id'], next ?? '');
          }}
        />
        <Texts name="title" item={item} languages={languages} base={base} onChange={setText} />
        {kind === 'announcements' && <Texts name="body" item={item} languages={languages} base={base} onChange={setText} multiline />}
        {kind === 'banners' && (
          <>
            <BannerGroup value={(item as ContentBanner).group} path={[...base, 'group']} schema={fields.group ?? {}} />
            {field('image')}
            <ImageUpload tenantId={tenantId} onUploaded={(url) => setAt([...base, 'image'], url)} />
            {field('link')}
          </>
        )}
        {kind === 'announcements' && (
          <>
            {field('place')}
            {field('popular')}
            {field('popupWidthPx')}
            {field('popupHeightPx')}
          </>
        )}
        {kind !== 'redRain' && field('kind')}
        {kind === 'redRain' ? (
          <Group legend={fieldLabel('schedule', SCHEDULE_SCHEMA)} help={say(language, 'timeZone', { zone: browserZone() })}>
            <When name="from" schema={fields.from} value={(item as { from?: string }).from} path={[...base, 'from']} required />
            <When name="until" schema={fields.until} value={(item as { until?: string }).until} path={[...base, 'until']} required />
          </Group>
        ) : (
          <Schedule item={item} base={base} />
        )}
        {kind === 'redRain' ? (
          <>
            {field('min')}
            {field('max')}
            {field('budget')}
          </>
        ) : (
          <>
            <Audience item={item} path={[...base, 'audience']} />
            <Flags chosen={('flags' in item && item.flags) || []} flags={flags} path={[...base, 'flags']} />
          </>
        )}
      </div>
      <ContentPreview kind={kind} item={item} languages={languages} defaultLanguage={defaultLanguage} tenantId={tenantId} />
    </div>
  );
}

/** A text in each offered language: "Title (EN)", "Title (TY)". */
function Texts({
  name,
  item,
  languages,
  base,
  onChange,
  multiline = false,
}: {
  name: 'title' | 'body';
  item: ContentItem;
  languages: string[];
  base: Path;
  onChange: (name: 'title' | 'body', language: string, value: string) => void;
  multiline?: boolean;
}) {
  const language = useStudioLanguage();
  const propSchema = (SCHEMAS.announcements.properties ?? {})[name];
  const label = fieldLabel(name, propSchema);
  const text = (item as unknown as Record<string, ContentText | undefined>)[name] ?? {};
  return (
    <Group legend={label} help={fieldHelp(propSchema, TEXT_SCHEMA)} at={pointer(...base, name)}>
      {languages.map((lang) => (
        <Field key={lang} label={say(language, 'textLabel', { label, language: lang })} pointer={pointer(...base, name, lang)}>
          {(a) =>
            multiline ? (
              <textarea
                {...a}
                lang={lang.toLowerCase()}
                css={[inputStyle, { minHeight: 72, resize: 'vertical' }]}
                value={text[lang] ?? ''}
                onChange={(e) => onChange(name, lang, e.target.value)}
              />
            ) : (
              <input
                {...a}
                lang={lang.toLowerCase()}
                css={inputStyle}
                value={text[lang] ?? ''}
                onChange={(e) => onChange(name, lang, e.target.value)}
              />
            )
          }
        </Field>
      ))}
    </Group>
  );
}

/** A moment as the browser's local date and time, stored as ISO with the browser's offset. */
function When({
  name,
  schema,
  value,
  path,
  required = false,
}: {
  name: string;
  schema: Schema | undefined;
  value: string | undefined;
  path: Path;
  required?: boolean;
}) {
  return (
    <TextField
      type="datetime-local"
      label={`${fieldLabel(name, schema)}${required ? '' : ' (optional)'}`}
      hint={fieldHelp(schema)}
      pointer={pointer(...path)}
      value={localInputValue(value)}
      onChange={(local) => setAt(path, isoFromLocalInput(local) ?? (required ? '' : undefined))}
    />
  );
}

/** A banner's or an announcement's schedule, from and until, both optional (an empty one is left out). */
function Schedule({ item, base }: { item: ContentItem; base: Path }) {
  const language = useStudioLanguage();
  const schedule = ('schedule' in item && item.schedule) || {};
  const props = SCHEDULE_SCHEMA.properties ?? {};
  const set = (key: 'from' | 'until', local: string) => {
    const next = { ...schedule, [key]: isoFromLocalInput(local) };
    if (next[key] === undefined) delete next[key];
    setAt([...base, 'schedule'], Object.keys(next).length ? next : undefined);
  };
  return (
    <Group
      legend={fieldLabel('schedule', SCHEDULE_SCHEMA)}
      help={`${fieldHelp(SCHEDULE_SCHEMA) ?? ''} ${say(language, 'timeZone', { zone: browserZone() })}`}
      at={pointer(...base, 'schedule')}
    >
      {(['from', 'until'] as const).map((key) => (
        <TextField
          key={key}
          type="datetime-local"
          label={`${fieldLabel(key, props[key])} (optional)`}
          hint={fieldHelp(props[key])}
          pointer={pointer(...base, 'schedule', key)}
          value={localInputValue(schedule[key])}
          onChange={(local) => set(key, local)}
        />
      ))}
    </Group>
  );
}

/** Guests, members, agents: all three ticked leaves the key out (everyone). */
function Audience({ item, path }: { item: ContentItem; path: Path }) {
  const language = useStudioLanguage();
  const chosen = audienceOf(item);
  const toggle = (who: AudienceMember, on: boolean) =>
    setAt(path, on ? audienceToStore([...chosen, who]) : AUDIENCE.filter((a) => a !== who && chosen.includes(a)));
  return (
    <Group legend={fieldLabel('audience', AUDIENCE_SCHEMA)} help={fieldHelp(AUDIENCE_SCHEMA)} at={pointer(...path)}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
        {AUDIENCE.map((who) => (
          <label key={who} css={choiceLabel}>
            <input type="checkbox" checked={chosen.includes(who)} onChange={(e) => toggle(who, e.target.checked)} />
            {say(language, `audience.${who}`)}
          </label>
        ))}
      </div>
    </Group>
  );
}

/** The tenant's flags as checkboxes, folded away: the item shows only while every one ticked is on. */
function Flags({ chosen, flags, path }: { chosen: readonly string[]; flags: string[]; path: Path }) {
  const language = useStudioLanguage();
  const toggle = (flag: string, on: boolean) => {
    const next = on ? [...chosen, flag] : chosen.filter((f) => f !== flag);
    setAt(path, next.length ? next : undefined);
  };
  // a flag the item names that the tenant lacks stays listed, so the check's error has its box
  const all = [...flags, ...chosen.filter((f) => !flags.includes(f))];
  return (
    <Group legend={fieldLabel('flags', FLAGS_SCHEMA)} help={fieldHelp(FLAGS_SCHEMA)} at={pointer(...path)}>
      <details open={chosen.length > 0}>
        <summary css={[summaryStyle, { fontSize: 13, padding: '7px 0', minHeight: 32, boxSizing: 'border-box' }]}>
          {chosen.length ? `${say(language, 'flagsChosen', { count: chosen.length })}: ${chosen.join(', ')}` : say(language, 'flagsNone')}
        </summary>
        <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: '2px 12px', marginTop: 4 }}>
          {all.map((flag) => (
            <FlagChoice
              key={flag}
              flag={flag}
              at={pointer(...path, chosen.indexOf(flag))}
              checked={chosen.includes(flag)}
              onChange={toggle}
            />
          ))}
        </div>
      </details>
    </Group>
  );
}

function FlagChoice({
  flag,
  at,
  checked,
  onChange,
}: {
  flag: string;
  at: string;
  checked: boolean;
  onChange: (flag: string, on: boolean) => void;
}) {
  const issues = useFieldIssues(checked ? at : undefined);
  const id = useId();
  return (
    <div>
      <label css={[choiceLabel, { overflowWrap: 'anywhere' }]}>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={issues.length ? id : undefined}
          onChange={(e) => onChange(flag, e.target.checked)}
        />
        {flag}
      </label>
      <IssuesText id={id} issues={issues} />
    </div>
  );
}

/** A banner's group: one of the site's, or another typed in. */
function BannerGroup({ value, path, schema }: { value: string; path: Path; schema: Schema }) {
  const language = useStudioLanguage();
  const known = (BANNER_GROUPS as readonly string[]).includes(value);
  return (
    <>
      <SelectField
        label={fieldLabel('group', schema)}
        hint={fieldHelp(schema)}
        pointer={known ? pointer(...path) : undefined}
        value={known ? value : OTHER}
        options={[
          ...BANNER_GROUPS.map((g) => ({ value: g, label: say(language, `group.${g}`) })),
          { value: OTHER, label: say(language, 'group.other') },
        ]}
        onChange={(next) => setAt(path, next === OTHER ? '' : next)}
      />
      {!known && (
        <TextField
          label={say(language, 'groupOther')}
          hint={say(language, 'groupOtherHelp')}
          pointer={pointer(...path)}
          value={value}
          onChange={(next) => setAt(path, next)}
        />
      )}
    </>
  );
}
