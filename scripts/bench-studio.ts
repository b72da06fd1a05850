/**
 * The studio's preview update time for `npm run bench` (part "studio"): a server on a copy of
 * tenants/, Chromium at a desktop size signed in as demo's editor, then a run of edits to the
 * home tab's TY label, then a run of edits to the dark palette's primary colour. Each edit counts
 * from the keystroke to the last of the four preview frames painting the draft, as the studio
 * itself measures it (its "Frames updated … ms" line), and from the test's side until the TY
 * frame shows the new text (TY dark: the current bottom-menu tab drawn in the new colour).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { median, startBenchServer } from './bench-runner.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './ensure-chromium.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const EDITS = 12;

/** Figures by measure name. */
export async function benchStudio(distDir: string): Promise<Record<string, string>> {
  const tenantsDir = mkdtempSync('/tmp/bench-studio-tenants-');
  const dataDir = mkdtempSync('/tmp/bench-studio-data-');
  cpSync(join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  const server = await startBenchServer({ tenantsDir, dataDir, distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    const url = server.url.replace(/\/$/, '');
    await page.goto(`${url}/studio`);
    await page.getByLabel('Username').fill('demo-editor');
    await page.getByLabel('Password').fill('editor1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('check-status').getByText('No errors').waitFor({ timeout: 30_000 });
    const tyFrame = page.frameLocator('iframe[data-frame="TY-dark"]');
    await page
      .getByTestId('preview-time')
      .getByText(/Frames updated/)
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    await page.getByRole('button', { name: /^Home \(home\)/ }).click();
    const label = page.getByLabel('Label (TY)');
    /** The studio's own figure of the update measured after `before` (its count of measured updates). */
    const studioFigure = async (before: string | null) => {
      await page.waitForFunction(
        (previous) => document.querySelector('[data-testid="preview-time"]')?.getAttribute('data-updates') !== previous,
        before,
        { timeout: 10_000 },
      );
      const shown = (await page.getByTestId('preview-time').textContent()) ?? '';
      return Number(/(\d+) ms/.exec(shown)?.[1] ?? NaN);
    };
    const labelStudio: number[] = [];
    const labelSeen: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const text = `Bahay ${i} ${Date.now().toString(36)}`;
      // the count of measured updates: the text alone may read the same for two edits in a row
      const before = await page.getByTestId('preview-time').getAttribute('data-updates');
      const t0 = performance.now();
      await label.fill(text);
      await tyFrame.getByText(text).first().waitFor({ timeout: 10_000 });
      labelSeen.push(performance.now() - t0);
      labelStudio.push(await studioFigure(before));
      await page.waitForTimeout(900); // a new undo step, not a continuation of the last edit
    }

    // Theme edits: the dark palette's primary, which the current bottom-menu tab is drawn in.
    await page.getByRole('tab', { name: 'Theme' }).click();
    const primary = page.getByRole('region', { name: 'dark', exact: true }).getByLabel('Main buttons (primary)', { exact: true });
    const tyDark = (await (await page.locator('iframe[data-frame="TY-dark"]').elementHandle())?.contentFrame())!;
    const themeStudio: number[] = [];
    const themeSeen: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      // shades of the base primary, all readable under its dark label (the check passes them)
      const blue = 0x20 + 2 * i + (i % 2);
      const colour = `#f5b8${blue.toString(16).padStart(2, '0')}`;
      const before = await page.getByTestId('preview-time').getAttribute('data-updates');
      const t0 = performance.now();
      await primary.fill(colour);
      await tyDark.waitForFunction(
        (rgb) => {
          const current = document.querySelector('nav [aria-current="page"]');
          return !!current && getComputedStyle(current).color === rgb;
        },
        `rgb(245, 184, ${blue})`,
        { timeout: 10_000, polling: 'raf' },
      );
      themeSeen.push(performance.now() - t0);
      themeStudio.push(await studioFigure(before));
      await page.waitForTimeout(900);
    }
    return {
      [`studio preview update, label edit to 4 frames painted (median of ${EDITS})`]: `${median(labelStudio)} ms`,
      [`studio preview update, label edit, worst of ${EDITS}`]: `${Math.max(...labelStudio)} ms`,
      [`studio preview update, label edit, TY frame shows it, test's clock (median of ${EDITS})`]: `${median(labelSeen).toFixed(0)} ms`,
      [`studio preview update, theme edit to 4 frames painted (median of ${EDITS})`]: `${median(themeStudio)} ms`,
      [`studio preview update, theme edit, worst of ${EDITS}`]: `${Math.max(...themeStudio)} ms`,
      [`studio preview update, theme edit, TY dark frame shows the colour, test's clock (median of ${EDITS})`]: `${median(themeSeen).toFixed(0)} ms`,
    };
  } finally {
    await browser.close();
    await server.close();
    for (const dir of [tenantsDir, dataDir]) rmSync(dir, { recursive: true, force: true });
  }
}
