/**
 * The bar chart the agent's team overview (daily bets) and the responsible-gaming activity
 * statement (net result) share (screens/common/BarChart.tsx): one bar per period, oldest left,
 * from the bottom or (signed) above and below a zero line in the win and loss colours, with its
 * figures as a table for screen readers. Rendered with react-dom/server.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../../../screens/common/BarChart';
import EN from '../../../tenants/_base/messages/EN.json';

const render = (signed: boolean, values: number[]) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" messages={EN}>
      <BarChart
        signed={signed}
        title="Net result over 3 days"
        titleId="chart-title"
        caption="rg.activity.chart"
        columns={['records.date', 'rg.activity.net']}
        bars={values.map((value, i) => ({ key: `d${i}`, value, axisLabel: `day ${i + 1}`, cells: [`day ${i + 1}`, value.toFixed(2)] }))}
      />
    </IntlProvider>,
  );

const rects = (html: string) => [
  ...html.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="([\d.]+)" rx="2" fill="([^"]+)"/g),
];

describe('the bar chart', () => {
  it('draws counts from the bottom, the largest full height, in the primary colour, named by its title', () => {
    const html = render(false, [30, 60, 0]);
    expect(html).toContain('role="img" aria-labelledby="chart-title"');
    expect(html).toContain('<title id="chart-title">Net result over 3 days</title>');
    const bars = rects(html);
    expect(bars.map((b) => Number(b[3]))).toEqual([60, 120, 1]);
    // standing on the axis (a zero keeps a 1-unit stub there)
    expect(bars.map((b) => Number(b[2]))).toEqual([60, 0, 120]);
    expect(new Set(bars.map((b) => b[4]))).toEqual(new Set(['var(--c-primary)']));
    expect(html).toContain('>day 1</text>');
    expect(html).toContain('>day 3</text>');
  });

  it('draws a gain above the zero line in the success colour and a loss below it in the danger colour', () => {
    const bars = rects(render(true, [50, -100]));
    expect(Number(bars[0][2]) + Number(bars[0][3])).toBe(60);
    expect(bars[0][4]).toBe('var(--c-success)');
    expect(Number(bars[1][2])).toBe(60);
    expect(Number(bars[1][3])).toBe(56);
    expect(bars[1][4]).toBe('var(--c-danger)');
  });

  it('gives screen readers the figures as a table with its caption and column headings', () => {
    const html = render(true, [50, -100]);
    expect(html).toContain(`<caption>${EN['rg.activity.chart']}</caption>`);
    expect(html).toContain(`<th scope="col">${EN['records.date']}</th><th scope="col">${EN['rg.activity.net']}</th>`);
    expect(html).toContain('<tr><td>day 1</td><td>50.00</td></tr><tr><td>day 2</td><td>-100.00</td></tr>');
  });
});
