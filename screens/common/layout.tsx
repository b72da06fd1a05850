import { FormattedMessage, useIntl } from 'react-intl';
import {
  NodeList,
  useAction,
  type ButtonNode,
  type ImageNode,
  type LinkNode,
  type NodeProps,
  type SectionNode,
  type StackNode,
  type TextNode,
} from '../../engine';
import { primaryButton, secondaryButton } from './styles';
import { LazyImage } from './LazyImage';

/** Layout primitives: a handful of generic nodes for tenant-composed screens. */
export function Stack({ node }: NodeProps<StackNode>) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: node.gap ?? 8 }}>
      <NodeList nodes={node.children} />
    </div>
  );
}

export function Section({ node }: NodeProps<SectionNode>) {
  return (
    <section css={{ margin: '8px 12px', padding: 12, borderRadius: 12, background: 'var(--c-surface)' }}>
      {node.title && (
        <h2 css={{ margin: '0 0 8px', fontSize: '1rem' }}>
          <FormattedMessage id={node.title} />
        </h2>
      )}
      <NodeList nodes={node.children} />
    </section>
  );
}

const textStyles = {
  title: { fontSize: '1.15rem', fontWeight: 700 },
  body: { fontSize: '0.95rem' },
  muted: { fontSize: '0.85rem', color: 'var(--c-textMuted)' },
};

export function Text({ node }: NodeProps<TextNode>) {
  return (
    <p css={{ margin: '4px 12px', ...textStyles[node.variant ?? 'body'] }}>
      <FormattedMessage id={node.text} />
    </p>
  );
}

export function Image({ node }: NodeProps<ImageNode>) {
  const intl = useIntl();
  return <LazyImage src={node.src} alt={intl.formatMessage({ id: node.alt })} css={{ display: 'block', maxWidth: '100%' }} />;
}

export function Link({ node }: NodeProps<LinkNode>) {
  const run = useAction();
  return (
    <button
      type="button"
      onClick={() => run(node.action)}
      css={{ border: 'none', background: 'none', padding: '4px 12px', color: 'var(--c-accent)', textDecoration: 'underline' }}
    >
      <FormattedMessage id={node.label} />
    </button>
  );
}

export function Button({ node }: NodeProps<ButtonNode>) {
  const run = useAction();
  return (
    <button
      type="button"
      onClick={() => run(node.action)}
      css={{ ...(node.variant === 'secondary' ? secondaryButton : primaryButton), margin: '4px 12px' }}
    >
      <FormattedMessage id={node.label} />
    </button>
  );
}
