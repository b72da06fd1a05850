/** Ordered lists in the studio (menu items, screen nodes): which list, and each row's head (open, move up or down, remove). */
import { useState, type ReactNode } from 'react';
import { button, colours, dangerButton, narrow, SelectField } from '../ui';
import { useSay } from './tab-messages';

/** The choice of which list to edit (a menu, a screen) by its name. */
export function ListChoice(props: { label: string; hint: string; value: string; names: string[]; onChange: (name: string) => void }) {
  return (
    <SelectField
      label={props.label}
      hint={props.hint}
      value={props.value}
      options={props.names.map((n) => ({ value: n, label: n }))}
      onChange={props.onChange}
    />
  );
}

/**
 * Which list is edited (a menu, a screen: `preferred` when there is one, else the first) and which
 * of its rows is open (a menu item's id, a node's index); choosing another list closes the open row.
 */
export function useListChoice<Row>(names: readonly string[], preferred: string) {
  const [name, setName] = useState(names.includes(preferred) ? preferred : names[0]);
  const [open, setOpen] = useState<Row | null>(null);
  const choose = (next: string) => {
    setName(next);
    setOpen(null);
  };
  return { name, choose, open, setOpen };
}

/** The list with the item at `from` moved to `to`. */
export function reorder<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A row's ↑ and ↓, named by the caller's words; the first cannot go up, the last down. */
export function MoveButtons(props: { index: number; count: number; upLabel: string; downLabel: string; onMove: (to: number) => void }) {
  const { index, count } = props;
  return (
    <>
      <button type="button" css={button} aria-label={props.upLabel} disabled={index === 0} onClick={() => props.onMove(index - 1)}>
        ↑
      </button>
      <button
        type="button"
        css={button}
        aria-label={props.downLabel}
        disabled={index === count - 1}
        onClick={() => props.onMove(index + 1)}
      >
        ↓
      </button>
    </>
  );
}

/** What a list gives each of its rows (a menu item, a screen node): its place, whether it is open, and the ways to open, move and remove it. */
export interface ListRowProps {
  index: number;
  count: number;
  open: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function ListRowHead(
  props: ListRowProps & {
    /** What the row and its buttons are called. */
    name: string;
    issues: number;
    /** Shown before the open button (a drag handle, an icon). */
    lead?: ReactNode;
    /** Shown in the open button after the name. */
    children?: ReactNode;
  },
) {
  const { name, index, count, issues } = props;
  const say = useSay();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 8, padding: 6, [narrow]: { flexWrap: 'wrap', gap: 6 } }}>
      {props.lead}
      <button
        type="button"
        css={[button, { border: 'none', flex: '1 1 110px', minWidth: 0, textAlign: 'left', overflowWrap: 'anywhere' }]}
        aria-expanded={props.open}
        onClick={props.onToggle}
      >
        {name}
        {props.children}
        {issues > 0 && <span css={{ color: colours.danger }}> · {say(issues === 1 ? 'errors1' : 'errors', { count: issues })}</span>}
      </button>
      <MoveButtons
        index={index}
        count={count}
        upLabel={say('moveUp', { name })}
        downLabel={say('moveDown', { name })}
        onMove={props.onMove}
      />
      <button type="button" css={dangerButton} aria-label={say('remove', { name })} onClick={props.onRemove}>
        ✕
      </button>
    </div>
  );
}
