/**
 * Content (schemas/tenant.json, $defs content): the banners, announcements and red-envelope rain
 * an operator publishes. Each section lists its items, a row each with its title, its state now in
 * words (showing, starting at a time, ended, from its schedule at this browser's clock) and its
 * audience; an item opens into its form with a preview (ContentItemForm). Banners move up and down,
 * as their order is the site's; a removal asks first. The tab's own words are in EN and TY
 * (content-messages.ts); the fields' words are the schema's, as on the other tabs.
 */
import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { TenantContent } from '../../../engine';
import { useStudioLanguage, type StudioLanguage } from '../language';
import { pointer } from '../pointer';
import { issuesAt, setAt, useStudio } from '../store';
import type { Draft, JsonObject } from '../types';
import { button, colours, dangerButton, narrow, primaryButton } from '../ui';
import { locale } from '../words';
import { say } from './content-messages';
import { ContentItemForm } from './ContentItemForm';
import {
  audienceOf,
  KINDS,
  namePrefix,
  newItem,
  scheduleOf,
  scheduleState,
  shortMoment,
  suggestName,
  textIn,
  type ContentItem,
  type ContentKind,
} from './content-state';
import { MoveButtons, reorder } from './ListRow';

const NONE: ContentItem[] = [];
const NO_LANGUAGES = ['EN'];

const contentOf = (draft: Draft | null) => (draft?.tenant.content as TenantContent | undefined) ?? {};

/** The time now, moved on every half minute, so a row's state follows the clock. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Writes one kind's list; an empty list, and then an empty content, is left out of the config. */
function writeList(kind: ContentKind, items: ContentItem[]): void {
  const content = { ...contentOf(useStudio.getState().draft), [kind]: items } as Record<string, ContentItem[] | undefined>;
  for (const k of KINDS) if (!content[k]?.length) delete content[k];
  setAt(['content'], Object.keys(content).length ? content : undefined);
}

export default function ContentEditor() {
  const language = useStudioLanguage();
  const now = useNow();
  return (
    <div>
      <h2 css={{ fontSize: 16, margin: 0 }}>{say(language, 'title')}</h2>
      <p css={{ color: colours.muted, fontSize: 13, margin: '4px 0 12px' }}>{say(language, 'intro')}</p>
      {KINDS.map((kind) => (
        <Section key={kind} kind={kind} now={now} />
      ))}
    </div>
  );
}

function Section({ kind, now }: { kind: ContentKind; now: Date }) {
  const language = useStudioLanguage();
  const items = useStudio((s) => (contentOf(s.draft)[kind] as ContentItem[] | undefined) ?? NONE);
  const tenantId = useStudio((s) => s.tenant?.id ?? '');
  const languages = useStudio(
    useShallow((s) => (s.draft?.tenant.languages as { offered?: string[] } | undefined)?.offered ?? NO_LANGUAGES),
  );
  const defaultLanguage = useStudio((s) => (s.draft?.tenant.languages as { default?: string } | undefined)?.default ?? 'EN');
  const flags = useStudio(useShallow((s) => Object.keys((s.draft?.tenant.flags as JsonObject | undefined) ?? {})));
  const [open, setOpen] = useState<number | null>(null);
  const [fresh, setFresh] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const headingId = `content-${kind}`;

  const namesBut = (index: number) => new Set(items.filter((_, i) => i !== index).map((item) => item.id));
  const add = () => {
    writeList(kind, [...items, newItem(kind, namesBut(-1), new Date())]);
    setOpen(items.length);
    setFresh(items.length);
  };
  const move = (from: number, to: number) => {
    writeList(kind, reorder(items, from, to));
    const follow = (i: number | null) => (i === from ? to : i === to ? from : i);
    setOpen(follow);
    setFresh(follow);
  };
  const remove = (index: number) => {
    writeList(
      kind,
      items.filter((_, i) => i !== index),
    );
    const after = (i: number | null) => (i === null || i === index ? null : i > index ? i - 1 : i);
    setOpen(after);
    setFresh(after);
    setConfirming(null);
  };

  return (
    <section aria-labelledby={headingId} css={{ borderTop: `1px solid ${colours.line}`, padding: '10px 0 4px' }}>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <h3 id={headingId} css={{ fontSize: 15, margin: 0 }}>
          {say(language, `section.${kind}`)}
        </h3>
        <button type="button" css={[primaryButton, { marginLeft: 'auto' }]} onClick={add}>
          {say(language, `add.${kind}`)}
        </button>
      </div>
      <p css={{ color: colours.muted, fontSize: 13, margin: '4px 0 8px' }}>{say(language, `section.${kind}.help`)}</p>
      {items.length === 0 ? (
        <p css={{ fontSize: 13, margin: '0 0 8px' }}>{say(language, `none.${kind}`)}</p>
      ) : (
        <ul aria-labelledby={headingId} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {items.map((item, index) => (
            <li
              // the name may change as it is typed: the row stays by its place
              key={index}
              data-testid={`content-row-${kind}`}
              css={{ border: `1px solid ${colours.line}`, borderRadius: 6, padding: 8, minWidth: 0 }}
            >
              <Row
                kind={kind}
                index={index}
                count={items.length}
                item={item}
                now={now}
                language={language}
                defaultLanguage={defaultLanguage}
                open={open === index}
                onToggle={() => {
                  setOpen(open === index ? null : index);
                  if (open === index) setFresh(null);
                }}
                onMove={(to) => move(index, to)}
                onRemove={() => setConfirming(index)}
              />
              {confirming === index && (
                <ConfirmRemove
                  name={rowName(item, defaultLanguage, language)}
                  language={language}
                  onYes={() => remove(index)}
                  onNo={() => setConfirming(null)}
                />
              )}
              {open === index && (
                <div css={{ marginTop: 8 }}>
                  <ContentItemForm
                    kind={kind}
                    index={index}
                    item={item}
                    languages={languages}
                    defaultLanguage={defaultLanguage}
                    flags={flags}
                    tenantId={tenantId}
                    suggestName={fresh === index ? (title) => suggestName(title, namesBut(index), namePrefix(kind)) : undefined}
                    onNamed={() => setFresh(null)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The row's name: its title in the default language (else EN), else its name. */
function rowName(item: ContentItem, defaultLanguage: string, language: StudioLanguage): string {
  return textIn(item.title, defaultLanguage, defaultLanguage) || item.id || say(language, 'untitled');
}

/** Where the item stands, and who sees it, in words. */
function stateWords(kind: ContentKind, item: ContentItem, now: Date, language: StudioLanguage): string {
  const { from, until } = scheduleOf(kind, item);
  const state = scheduleState(from, until, now);
  const words = [
    state.state === 'starts'
      ? say(language, 'state.starts', { when: shortMoment(state.at, locale(language), now) })
      : say(language, `state.${state.state}`),
  ];
  if (kind !== 'redRain') {
    const audience = audienceOf(item);
    words.push(
      audience.length === 3
        ? say(language, 'audience.everyone')
        : audience.length === 0
          ? say(language, 'audience.nobody')
          : audience.map((who) => say(language, `audience.${who}`)).join(', '),
    );
    const flags = 'flags' in item ? item.flags : undefined;
    if (flags?.length) words.push(say(language, 'whileFlags', { flags: flags.join(', ') }));
  }
  return words.join(' · ');
}

function Row(props: {
  kind: ContentKind;
  index: number;
  count: number;
  item: ContentItem;
  now: Date;
  language: StudioLanguage;
  defaultLanguage: string;
  open: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { kind, index, count, item, language } = props;
  const errors = useStudio((s) => issuesAt(s.issues, pointer('content', kind, index)).length);
  const title = textIn(item.title, props.defaultLanguage, props.defaultLanguage);
  const name = rowName(item, props.defaultLanguage, language);
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <div css={{ flex: '1 1 220px', minWidth: 0, overflowWrap: 'anywhere' }}>
        <strong css={{ fontSize: 14 }}>{title || say(language, 'untitled')}</strong>{' '}
        <span css={{ color: colours.muted, fontSize: 12 }}>({item.id})</span>
        <div data-testid="content-state" css={{ fontSize: 12, color: colours.muted }}>
          {stateWords(kind, item, props.now, language)}
          {errors > 0 && (
            <span css={{ color: colours.danger }}>
              {' · '}
              {errors === 1 ? say(language, 'errors1') : say(language, 'errors', { count: errors })}
            </span>
          )}
        </div>
      </div>
      <div css={{ display: 'flex', gap: 4, flexWrap: 'wrap', [narrow]: { width: '100%' } }}>
        <button
          type="button"
          css={button}
          aria-expanded={props.open}
          aria-label={say(language, props.open ? 'closeItem' : 'editItem', { name })}
          onClick={props.onToggle}
        >
          {say(language, props.open ? 'close' : 'edit')}
        </button>
        {kind === 'banners' && (
          <MoveButtons
            index={index}
            count={count}
            upLabel={say(language, 'moveUp', { name })}
            downLabel={say(language, 'moveDown', { name })}
            onMove={props.onMove}
          />
        )}
        <button type="button" css={dangerButton} aria-label={say(language, 'remove', { name })} onClick={props.onRemove}>
          ✕
        </button>
      </div>
    </div>
  );
}

/** Asks before a removal, its own buttons in reach at once (the focus moves to them). */
function ConfirmRemove({ name, language, onYes, onNo }: { name: string; language: StudioLanguage; onYes: () => void; onNo: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      role="group"
      aria-label={say(language, 'confirmRemove', { name })}
      css={{
        marginTop: 8,
        padding: 8,
        borderRadius: 6,
        background: '#fdecea',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
      }}
    >
      <span css={{ flex: '1 1 200px', fontSize: 13 }}>{say(language, 'confirmRemove', { name })}</span>
      <button type="button" css={dangerButton} onClick={onYes}>
        {say(language, 'confirmYes')}
      </button>
      <button ref={keep} type="button" css={button} onClick={onNo}>
        {say(language, 'confirmNo')}
      </button>
    </div>
  );
}
