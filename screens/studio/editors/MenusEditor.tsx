/**
 * Menus (bottom, service panel, side menus, agent menus): add, remove, reorder by drag or with
 * the move buttons, and per item its label in every offered language, icon, action, condition
 * and badge.
 */
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Icon } from '../../common/Icon';
import { MENU_ITEM_FIELDS as FIELD } from '../catalog';
import { ActionEditor, ConditionEditor, IconPicker } from '../controls';
import { fieldHelp, fieldLabel } from '../field-words';
import { pointer } from '../pointer';
import { issuesAt, setAt, useStudio } from '../store';
import { button, colours, SelectField, TextField } from '../ui';
import { str, type JsonObject } from '../types';
import { ListChoice, ListRowHead, reorder, useListChoice, type ListRowProps } from './ListRow';
import { useSay } from './tab-messages';

const NONE = {};
const BADGES = ['', 'inbox', 'announcements', 'chat', 'agentAnnouncements'];

export function MenusEditor() {
  const say = useSay();
  const menus = useStudio((s) => (s.draft?.tenant.menus ?? NONE) as Record<string, JsonObject[]>);
  const names = Object.keys(menus);
  const { name: menu, choose, open, setOpen } = useListChoice<string>(names, 'bottom');
  const items = menus[menu] ?? [];

  const write = (next: JsonObject[]) => setAt(['menus', menu], next);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    write(reorder(items, from, to));
  };
  const add = () => {
    let n = items.length + 1;
    while (items.some((i) => i.id === `item${n}`)) n++;
    const id = `item${n}`;
    const key = `menu.custom.${id}`;
    const { draft } = useStudio.getState();
    useStudio.getState().edit(`menus/${menu}/add`, (d) => {
      (d.tenant as unknown as { menus: Record<string, JsonObject[]> }).menus[menu].push({
        id,
        label: key,
        icon: 'home',
        action: { action: 'navigate', to: '/m/home' },
      });
      for (const lang of Object.keys(draft!.messages)) d.messages[lang][key] = 'New item';
    });
    setOpen(id);
  };

  return (
    <div>
      <ListChoice label={say('menu')} hint={say('menuHelp')} value={menu} names={names} onChange={choose} />
      <ol css={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={say('menuItems', { menu })}>
        {items.map((item, index) => (
          <MenuRow
            key={str(item.id)}
            menu={menu}
            item={item}
            index={index}
            count={items.length}
            open={open === item.id}
            onToggle={() => setOpen(open === item.id ? null : str(item.id))}
            onMove={(to) => move(index, to)}
            onDrop={(from) => move(from, index)}
            onRemove={() => write(items.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <button type="button" css={button} onClick={add}>
        {say('addItem')}
      </button>
    </div>
  );
}

function MenuRow(props: ListRowProps & { menu: string; item: JsonObject; onDrop: (from: number) => void }) {
  const { menu, item, onDrop, ...row } = props;
  const { index, open } = row;
  const say = useSay();
  const path = ['menus', menu, index];
  const label = str(item.label);
  const languages = useStudio(useShallow((s) => Object.keys(s.draft?.messages ?? {})));
  const texts = useStudio(useShallow((s) => Object.fromEntries(languages.map((l) => [l, s.draft?.messages[l]?.[label]]))));
  // the item's own errors and its label's (an empty or missing text is at the message, not the item)
  const issues = useStudio(
    useShallow((s) => [
      ...issuesAt(s.issues, pointer(...path)),
      ...languages.flatMap((lang) => issuesAt(s.issues, pointer('messages', lang, label), true)),
    ]),
  );
  // a blank label still names the row and its buttons
  const name = texts.EN || texts[languages[0]] || label;
  const [dragOver, setDragOver] = useState(false);

  return (
    <li
      draggable
      onDragStart={(e) => e.dataTransfer.setData('text/plain', String(index))}
      onDragOver={(e) => {
        e.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragOver(false);
        const from = Number(e.dataTransfer.getData('text/plain'));
        // dropping onto a row puts the dragged item in that row's place
        if (Number.isInteger(from)) onDrop(from);
      }}
      data-testid={`menu-item-${str(item.id)}`}
      css={{
        border: `1px solid ${issues.length ? colours.danger : dragOver ? colours.accent : colours.line}`,
        borderRadius: 6,
        marginBottom: 6,
        background: '#fff',
      }}
    >
      <ListRowHead
        {...row}
        name={name}
        issues={issues.length}
        lead={
          <>
            <span aria-hidden="true" css={{ cursor: 'grab', color: colours.muted }}>
              ⋮⋮
            </span>
            <Icon name={str(item.icon)} size={18} />
          </>
        }
      >
        {' '}
        <span css={{ color: colours.muted }}>({str(item.id)})</span>
      </ListRowHead>
      {open && (
        <div css={{ padding: '4px 12px 8px' }}>
          <TextField
            label={fieldLabel('label', FIELD.label)}
            pointer={pointer(...path, 'label')}
            value={label}
            onChange={(v) => setAt([...path, 'label'], v)}
            hint={say('keyHelp')}
          />
          {languages.map((lang) => (
            <TextField
              key={lang}
              label={say('labelIn', { language: lang })}
              hint={say('labelInHelp', { language: lang })}
              pointer={pointer('messages', lang, label)}
              value={texts[lang] ?? ''}
              onChange={(v) => setAt(['messages', lang, label], v)}
            />
          ))}
          <IconPicker
            label={fieldLabel('icon', FIELD.icon)}
            help={fieldHelp(FIELD.icon)}
            value={str(item.icon)}
            path={[...path, 'icon']}
            onChange={(v) => setAt([...path, 'icon'], v)}
          />
          <ActionEditor
            label={fieldLabel('action', FIELD.action)}
            value={(item.action ?? {}) as JsonObject}
            path={[...path, 'action']}
            onChange={(v) => setAt([...path, 'action'], v)}
          />
          <ConditionEditor
            label={fieldLabel('when', FIELD.when)}
            value={item.when}
            path={[...path, 'when']}
            onChange={(v) => setAt([...path, 'when'], v)}
          />
          <SelectField
            label={fieldLabel('badge', FIELD.badge)}
            hint={fieldHelp(FIELD.badge)}
            pointer={pointer(...path, 'badge')}
            value={str(item.badge)}
            options={BADGES.map((b) => ({ value: b, label: b || say('badgeNone') }))}
            onChange={(v) => setAt([...path, 'badge'], v || undefined)}
          />
        </div>
      )}
    </li>
  );
}
