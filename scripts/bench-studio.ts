/**
 * The studio's preview update time for `npm run bench` (part "studio"): a server on a copy of
 * tenants/, Chromium at a desktop size signed in as demo's editor, then a run of edits to the
 * home tab's TY label. Each edit counts from the keystroke to the last of the four preview frames
 * painting the draft, as the studio itself measures it (its "Frames updated … ms" line), and from
 * the test's side until the TY frame shows the new text.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './ensure-chromium.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const EDITS = 12;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Figures by measure name. */
export async function benchStudio(distDir: string): Promise<Record<string, string>> {
  const tenantsDir = mkdtempSync('/tmp/bench-studio-tenants-');
  const dataDir = mkdtempSync('/tmp/bench-studio-data-');
  cpSync(join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  const { startServer } = await import('../server/main.ts');
  const server = await startServer({ port: 0, tenantsDir, dataDir, distDir, log: () => undefined, settleEveryMs: 0 });
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
    const studioMs: number[] = [];
    const seenMs: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const text = `Bahay ${i} ${Date.now().toString(36)}`;
      // the count of measured updates: the text alone may read the same for two edits in a row
      const before = await page.getByTestId('preview-time').getAttribute('data-updates');
      const t0 = performance.now();
      await label.fill(text);
      await tyFrame.getByText(text).first().waitFor({ timeout: 10_000 });
      seenMs.push(performance.now() - t0);
      await page.waitForFunction(
        (previous) => document.querySelector('[data-testid="preview-time"]')?.getAttribute('data-updates') !== previous,
        before,
        { timeout: 10_000 },
      );
      const shown = (await page.getByTestId('preview-time').textContent()) ?? '';
      studioMs.push(Number(/(\d+) ms/.exec(shown)?.[1] ?? NaN));
      await page.waitForTimeout(900); // a new undo step, not a continuation of the last edit
    }
    return {
      [`studio preview update, edit to 4 frames painted (median of ${EDITS})`]: `${median(studioMs)} ms`,
      [`studio preview update, worst of ${EDITS}`]: `${Math.max(...studioMs)} ms`,
      [`studio preview: TY frame shows the edit, test's clock (median of ${EDITS})`]: `${median(seenMs).toFixed(0)} ms`,
    };
  } finally {
    await browser.close();
    await server.close();
    for (const dir of [tenantsDir, dataDir]) rmSync(dir, { recursive: true, force: true });
  }
}
