/** Screens: the node list of each screen (add, remove, reorder) and each node's props through forms generated from schemas/nodes. */
import { useState } from 'react';
import { NODE_SCHEMAS, NODE_TYPES } from '../catalog';
import { ObjectFields } from '../controls';
import { pointer } from '../pointer';
import { setAt, useStudio } from '../store';
import { button, colours, SelectField, useFieldIssues } from '../ui';
import { str, type JsonObject } from '../types';
import { ListChoice, ListRowHead, reorder, useListChoice, type ListRowProps } from './ListRow';
import { useSay } from './tab-messages';

export function ScreensEditor() {
  const say = useSay();
  const screens = useStudio((s) => s.draft!.screens);
  const names = Object.keys(screens).sort();
  const { name: screen, choose, open, setOpen } = useListChoice<number>(names, 'home');
  const [newType, setNewType] = useState(NODE_TYPES[0]);
  const nodes = (screens[screen]?.nodes ?? []) as JsonObject[];
  const write = (next: JsonObject[]) => setAt(['screens', screen, 'nodes'], next);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= nodes.length) return;
    write(reorder(nodes, from, to));
    setOpen(null);
  };

  return (
    <div>
      <ListChoice label={say('screen')} hint={say('screenHelp')} value={screen} names={names} onChange={choose} />
      <ol css={{ listStyle: 'none', padding: 0 }} aria-label={say('nodesOf', { screen })}>
        {nodes.map((node, index) => (
          <NodeRow
            key={`${screen}-${index}`}
            screen={screen}
            node={node}
            index={index}
            count={nodes.length}
            open={open === index}
            onToggle={() => setOpen(open === index ? null : index)}
            onMove={(to) => move(index, to)}
            onRemove={() => {
              write(nodes.filter((_, i) => i !== index));
              setOpen(null);
            }}
          />
        ))}
      </ol>
      <div css={{ display: 'flex', gap: 8, alignItems: 'end' }}>
        <SelectField
          label={say('nodeType')}
          hint={say('nodeTypeHelp')}
          value={newType}
          options={NODE_TYPES.map((t) => ({ value: t, label: t }))}
          onChange={setNewType}
        />
        <button
          type="button"
          css={[button, { marginBottom: 10 }]}
          onClick={() => {
            write([...nodes, { type: newType }]);
            setOpen(nodes.length);
          }}
        >
          {say('addNode')}
        </button>
      </div>
    </div>
  );
}

function NodeRow(props: ListRowProps & { screen: string; node: JsonObject }) {
  const { screen, node, ...row } = props;
  const { index, open } = row;
  const say = useSay();
  const path = ['screens', screen, 'nodes', index];
  const type = str(node.type);
  const schema = NODE_SCHEMAS[type];
  const issues = useFieldIssues(pointer(...path), false);
  const name = `${index + 1}. ${type}`;
  return (
    <li css={{ border: `1px solid ${issues.length ? colours.danger : colours.line}`, borderRadius: 6, marginBottom: 6 }}>
      <ListRowHead {...row} name={name} issues={issues.length}>
        {schema?.description && <span css={{ color: colours.muted, fontSize: 12 }}> · {String(schema.description).slice(0, 60)}</span>}
      </ListRowHead>
      {open && (
        <div css={{ padding: '4px 12px 8px' }}>
          {schema ? (
            <ObjectFields schema={schema} value={node} path={path} skip={['type']} onChange={(next) => setAt(path, { type, ...next })} />
          ) : (
            <p role="alert" css={{ color: colours.danger }}>
              {say('unknownNode', { type })}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
