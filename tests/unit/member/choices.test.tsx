/**
 * The choice pieces the login and registration forms and the responsible-gaming page share:
 * RadioPills (screens/common/RadioPills.tsx), the selected-fill colours
 * (screens/common/choice-styles.ts) and CheckLine (screens/common/form/fields.tsx). Rendered with
 * react-dom/server.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioPills } from '../../../screens/common/RadioPills';
import { chip, selectedFill } from '../../../screens/common/choice-styles';
import { CheckLine } from '../../../screens/common/form/fields';
import EN from '../../../tenants/_base/messages/EN.json';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" messages={EN}>
      {node}
    </IntlProvider>,
  );

describe('RadioPills', () => {
  it('is a radio group named by its label, one pill a choice in its words, the chosen one checked', () => {
    const html = render(
      <RadioPills
        label="rg.activity.per"
        options={['day', 'week', 'month'] as const}
        value="week"
        onChange={() => undefined}
        words={(p) => `rg.activity.${p}`}
        look={(checked) => selectedFill(checked, 'transparent')}
      />,
    );
    expect(html).toContain(`role="radiogroup" aria-label="${EN['rg.activity.per']}"`);
    const pills = [...html.matchAll(/<button type="button" role="radio" aria-checked="(true|false)"[^>]*>([^<]*)<\/button>/g)];
    expect(pills.map((p) => [p[1], p[2]])).toEqual([
      ['false', EN['rg.activity.day']],
      ['true', EN['rg.activity.week']],
      ['false', EN['rg.activity.month']],
    ]);
  });
});

describe('selectedFill', () => {
  it('fills a selected choice with the primary colour and leaves the idle one on its own background', () => {
    expect(selectedFill(true, 'transparent')).toEqual({
      border: '1px solid var(--c-primary)',
      background: 'var(--c-primary)',
      color: 'var(--c-onPrimary)',
    });
    expect(selectedFill(false, 'transparent')).toEqual({
      border: '1px solid var(--c-border)',
      background: 'transparent',
      color: 'var(--c-text)',
    });
    expect(chip(false)).toMatchObject({ background: 'var(--c-surface)', minHeight: 32 });
  });
});

describe('CheckLine', () => {
  it('is a label holding the tick box and its words, the box its size and offset and as checked as told', () => {
    const html = render(
      <CheckLine checked box={20} boxTop={1} look={{ fontWeight: 600 }} onChange={() => undefined}>
        words
      </CheckLine>,
    );
    // emotion writes each element's style in a <style> tag before it
    expect(html.replace(/<style[^>]*>.*?<\/style>/g, '')).toMatch(
      /^<label class="[^"]+"><input type="checkbox" class="[^"]+" checked=""\/><span>words<\/span><\/label>$/,
    );
    expect(html).toContain('width:20px;height:20px;margin:1px 0 0;');
  });
});
