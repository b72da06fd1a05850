/**
 * Members first (issue 26): Lighthouse mobile (150 ms RTT, 1.6 Mbps, CPU 4x, simulated) on the
 * home of a signed-in member against the home of a guest and against a static snapshot of the
 * member's own first screen, and on the member centre; interleaved in one run, each a fresh
 * browser profile holding that visitor's cookies (the member's session cookie and hint, as the
 * browser keeps them after a sign-in), median of MEMBER_RUNS (5; env MEMBER_RUNS).
 *
 * Rows: member home LCP, guest home LCP, their ratio (goal ≤ 1.25), member home / static
 * snapshot (goal ≤ 1.0), member centre LCP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './ensure-chromium.ts';
import type { Recorder } from './bench-runner.ts';
import { lighthouse, medianResult, writeSnapshot, type LighthouseResult } from './bench-first-paint.ts';

const MEMBER_RUNS = Number(process.env.MEMBER_RUNS ?? 5);
const MEMBER = { username: 'member0', password: 'member1234' };

type Cookie = { name: string; value: string; httpOnly?: boolean };

/** Signs the demo member in as an API client would and returns the browser's cookies for that session. */
async function memberCookies(url: string): Promise<Cookie[]> {
  const response = await fetch(`${url}/api/member/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Tenant': 'demo' },
    body: JSON.stringify({ type: 'username', ...MEMBER }),
  });
  const body = (await response.json()) as { success: boolean; message: string; value?: { token?: string } };
  if (!body.success || !body.value?.token) throw new Error(`member sign-in failed: ${body.message}`);
  return [
    { name: 'wl_session', value: body.value.token, httpOnly: true },
    { name: 'wl_member', value: '1' },
  ];
}

/** A new browser profile holding `cookies` for `url`, as the visitor's browser does. */
async function profileWith(url: string, cookies: Cookie[]): Promise<string> {
  const profile = mkdtempSync('/tmp/bench-member-profile-');
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // with an expiry, so the browser keeps them in the profile when it closes
    const expires = Math.floor(Date.now() / 1000) + 3600;
    // for the whole site, as the server sets them (Path=/): given the page's address, Playwright
    // scopes a cookie to its folder (/m/member), and the app's /api calls went without the session
    const origin = new URL(url).origin;
    if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin, expires })));
  } finally {
    await context.close();
  }
  return profile;
}

/** One cold Lighthouse run in a fresh profile holding `cookies`. */
async function coldRun(target: string, cookies: Cookie[]): Promise<LighthouseResult> {
  const profile = await profileWith(target, cookies);
  try {
    return await lighthouse(target, profile);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Records the member rows against the server at `url` serving `distDir`. */
export async function benchMemberPaint(url: string, distDir: string, record: Recorder): Promise<void> {
  const member = await memberCookies(url);
  const home = `${url}/m/home`;
  const snapshot = `${url}${await writeSnapshot(home, distDir, 'member', undefined, member)}`;
  try {
    const runs = {
      member: [] as LighthouseResult[],
      guest: [] as LighthouseResult[],
      snapshot: [] as LighthouseResult[],
      centre: [] as LighthouseResult[],
    };
    for (let i = 0; i < MEMBER_RUNS; i++) {
      runs.member.push(await coldRun(home, member));
      runs.guest.push(await coldRun(home, []));
      runs.snapshot.push(await coldRun(snapshot, member));
      runs.centre.push(await coldRun(`${url}/m/member/home`, member));
      // each run's figures and what painted last, so a run that painted another page shows
      const line = (Object.keys(runs) as (keyof typeof runs)[])
        .map((name) => `${name} ${seconds(runs[name][i].lcpMs)} (${runs[name][i].lcpElement ?? '?'})`)
        .join(', ');
      process.stderr.write(`[member-paint] run ${i + 1}: ${line}\n`);
    }
    const [m, g, s, c] = [runs.member, runs.guest, runs.snapshot, runs.centre].map(medianResult);
    const note = `median of ${MEMBER_RUNS}, interleaved, Lighthouse mobile (150 ms RTT, 1.6 Mbps, CPU 4x)`;
    record(
      'member home: LCP signed in',
      seconds(m.lcpMs),
      `${note}; Lighthouse ${m.score}, TBT ${m.tbtMs.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}; LCP element: ${m.lcpElement ?? 'not reported'}`,
    );
    record('member home: LCP guest', seconds(g.lcpMs), `${note}; Lighthouse ${g.score}`);
    record('member home: LCP member / guest', (m.lcpMs / g.lcpMs).toFixed(2), note);
    record(
      'member home: LCP member / static snapshot',
      `${seconds(m.lcpMs)} / ${seconds(s.lcpMs)} = ${(m.lcpMs / s.lcpMs).toFixed(2)}`,
      note,
    );
    record(
      'member centre: LCP signed in',
      seconds(c.lcpMs),
      `${note}; Lighthouse ${c.score}; LCP element: ${c.lcpElement ?? 'not reported'}`,
    );
  } finally {
    for (const ext of ['html', 'css']) rmSync(`${distDir}/bench-snapshot-member.${ext}`, { force: true });
  }
}
