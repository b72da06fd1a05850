/**
 * The studio's content (issue 30 item 2) through the real server, on PGlite or on the PostgreSQL
 * of DATABASE_URL: banners, announcements, agent notices and red-rain events written in a change
 * request reach the member calls once a publisher approves it; each shows only inside its schedule,
 * to its people and while its flags are on, in the asked language; an edit keeps an item's read
 * marks, a removal takes it away, the page config never carries the content, and the check refuses
 * what the schema and the cross-checks refuse, at the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioClient, type Draft } from './support/studio.ts';
import { call, expectOk, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer({ log: (line) => process.env.DEBUG_CONTENT && console.log(line) });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const { post, operator, tenant } = studioClient(() => server);
const editor = () => operator('demo-editor', 'editor1234');
const publisher = () => operator('demo-publisher', 'publisher1234');

const HOUR = 3_600_000;
/** An instant `ms` from the server's now (it starts at the real time). */
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString().replace(/\.\d+Z$/, 'Z');

const api = (path: string, token?: string) => call(server, path, { token });

async function bannerTitles(group: string, token?: string, language = 'EN'): Promise<string[]> {
  const list = expectOk(await api(`/api/banners?groupName=${group}&language=${language}`, token), 'api/banners.response');
  return (list as { title: string }[]).map((b) => b.title);
}

async function noticeTitles(token?: string, language = 'EN', types = ''): Promise<string[]> {
  const res = await api(`/api/notices?language=${language}${types ? `&types=${types}` : ''}`, token);
  expect(res.status, res.text).toBe(200);
  return (res.json.value.list as { title: string }[]).map((n) => n.title);
}

/** Submits `content` on demo as the editor and has the publisher approve it; waits until the calls serve it. */
async function publishContent(content: Record<string, unknown>, title = 'Content'): Promise<void> {
  const ed = await editor();
  const current = await tenant('demo', ed);
  const draft: Draft = structuredClone(current.merged);
  draft.tenant.content = content;
  const created = await post(`tenants/demo/changes`, { baseVersion: current.version, title, draft }, ed);
  expect(created.status, created.text).toBe(200);
  const approved = await post(`changes/${created.json.value.id}/approve`, {}, await publisher());
  expect(approved.status, approved.text).toBe(200);
  expect(approved.json.value.status).toBe('published');
  const digest = JSON.stringify(content);
  const end = Date.now() + 20_000;
  // the copy into the calls' tables follows the registry's swap
  while (Date.now() < end) {
    const row = await server.server.db.query<{ n: number }>(
      "SELECT count(*) AS n FROM tenant_content_sync WHERE tenant_id = 'demo' AND digest = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [digest],
    );
    if (Number(row.rows[0].n) === 1) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the published content was not copied within 20 s');
}

const BANNER = { group: 'm_home', image: '/assets/banners/demo-home-1.svg', link: '/m/activity' };

describe('content published from the studio', () => {
  let member: string;
  let agent: string;

  beforeAll(async () => {
    member = await loginToken(server, 'demo', 'demo1234');
    agent = await loginToken(server, 'agent', 'agent1234');
  });

  it('shows banners to their people, inside their schedule, while their flags are on, in the asked language', async () => {
    const before = await bannerTitles('m_home');
    await publishContent({
      banners: [
        { id: 'everyone', ...BANNER, title: { EN: 'Studio banner', TY: 'Studio banner TY' } },
        { id: 'later', ...BANNER, title: { EN: 'Tomorrow banner' }, schedule: { from: inMs(2 * HOUR) } },
        { id: 'agents', ...BANNER, title: { EN: 'Agents banner' }, audience: ['agent'] },
        { id: 'guests', ...BANNER, title: { EN: 'Guests banner' }, audience: ['guest'] },
        { id: 'flagged', ...BANNER, title: { EN: 'Referral banner' }, flags: ['REFERRAL'] },
      ],
    });
    expect(await bannerTitles('m_home')).toEqual([...before, 'Studio banner', 'Guests banner']);
    expect(await bannerTitles('m_home', undefined, 'TY')).toContain('Studio banner TY');
    expect(await bannerTitles('m_home', member)).toEqual([...before, 'Studio banner']);
    expect(await bannerTitles('m_home', agent)).toEqual([...before, 'Studio banner', 'Agents banner']);
    server.advanceClock(2 * HOUR);
    expect(await bannerTitles('m_home', member)).toEqual([...before, 'Studio banner', 'Tomorrow banner']);
  });

  it('lists announcements and the agent notices by place and schedule, keeps read marks across an edit, and drops a removed one', async () => {
    const start = { id: 'welcome', title: { EN: 'Studio news', TY: 'Balita ng studio' }, body: { EN: 'Read me', TY: 'Basahin' } };
    const short = { id: 'short', title: { EN: 'Ends soon' }, body: { EN: 'Soon gone' }, schedule: { until: inMs(3 * HOUR) } };
    const forAgents = { id: 'agents-only', title: { EN: 'Agent briefing' }, body: { EN: 'For agents' }, place: 'agents' };
    await publishContent({ announcements: [start, short, forAgents] });
    expect(await noticeTitles()).toEqual(expect.arrayContaining(['Studio news', 'Ends soon']));
    expect(await noticeTitles(undefined, 'TY')).toContain('Balita ng studio');
    expect(await noticeTitles(member)).not.toContain('Agent briefing');
    expect(await noticeTitles(agent, 'EN', 'A')).toContain('Agent briefing');

    // the member reads "Studio news"; an edit of its title keeps the mark
    const list = (await api('/api/notices?language=EN', member)).json.value.list as { id: number; title: string; read: boolean }[];
    const welcome = list.find((n) => n.title === 'Studio news')!;
    const read = await call(server, '/api/notices/read', {
      method: 'POST',
      token: member,
      body: { announcementId: welcome.id, read: true },
    });
    expect(read.status, read.text).toBe(200);
    await publishContent({ announcements: [{ ...start, title: { EN: 'Studio news, edited' } }, short] }, 'Edit');
    const after = (await api('/api/notices?language=EN', member)).json.value.list as { id: number; title: string; read: boolean }[];
    expect(after.find((n) => n.title === 'Studio news, edited')).toMatchObject({ id: welcome.id, read: true });
    expect(await noticeTitles(agent, 'EN', 'A')).not.toContain('Agent briefing');

    server.advanceClock(4 * HOUR);
    expect(await noticeTitles(member)).not.toContain('Ends soon');
  });

  it('runs a red rain from the config, and keeps a rain members grabbed from when it is removed', async () => {
    await publishContent({
      redRain: [
        {
          id: 'friday',
          title: { EN: 'Friday rain', TY: 'Ulan ng Biyernes' },
          from: inMs(-HOUR),
          until: inMs(48 * HOUR),
          min: '1.00',
          max: '2.00',
          budget: '100.00',
        },
      ],
    });
    const rain = await api('/api/redrain?language=TY', agent);
    expect(rain.status, rain.text).toBe(200);
    const event = (rain.json.value.list as { id: number; title: string; state: string }[]).find((e) => e.title === 'Ulan ng Biyernes')!;
    expect(event.state).toBe('active');
    const grab = await call(server, '/api/redrain/grab', { method: 'POST', token: agent, body: { eventId: event.id } });
    expect(grab.status, grab.text).toBe(200);
    await publishContent({}, 'No rain');
    const ended = (await api('/api/redrain?language=EN', agent)).json.value.list as { id: number; state: string }[];
    expect(ended.find((e) => e.id === event.id)?.state).toBe('ended');
  });

  it("SPEC 9.23: an announcement carries its login popup's designed size in pixels to the notices call; the check refuses a size outside 100 to 2000 or not whole", async () => {
    await publishContent(
      {
        announcements: [
          {
            id: 'sized',
            title: { EN: 'Sized popup', TY: 'Popup na may sukat' },
            body: { EN: 'Designed at 600 by 400' },
            popupWidthPx: 600,
            popupHeightPx: 400,
          },
          { id: 'plain', title: { EN: 'Plain popup' }, body: { EN: 'No size' } },
        ],
      },
      'Popup size',
    );
    for (const language of ['EN', 'TY']) {
      const value = expectOk(await api(`/api/notices?language=${language}`, member), 'api/notices.response') as {
        list: { title: string; popupWidthPx?: number; popupHeightPx?: number }[];
      };
      const sized = value.list.find((n) => n.title === (language === 'EN' ? 'Sized popup' : 'Popup na may sukat'));
      expect(sized).toMatchObject({ popupWidthPx: 600, popupHeightPx: 400 });
      const plain = value.list.find((n) => n.title === 'Plain popup')!;
      expect(plain).not.toHaveProperty('popupWidthPx');
      expect(plain).not.toHaveProperty('popupHeightPx');
    }

    const ed = await editor();
    const current = await tenant('demo', ed);
    const draft: Draft = structuredClone(current.merged);
    const text = { title: { EN: 'T' }, body: { EN: 'B' } };
    draft.tenant.content = {
      announcements: [
        { id: 'small', ...text, popupWidthPx: 99 },
        { id: 'large', ...text, popupHeightPx: 2001 },
        { id: 'half', ...text, popupWidthPx: 600.5 },
        { id: 'edges', ...text, popupWidthPx: 100, popupHeightPx: 2000 },
      ],
    };
    const checked = await post('tenants/demo/check', { draft }, ed);
    expect(checked.status, checked.text).toBe(200);
    const issues = checked.json.value.issues as { pointer: string }[];
    const at = (pointer: string) => issues.filter((i) => i.pointer.endsWith(pointer));
    expect(at('/content/announcements/0/popupWidthPx').length).toBeGreaterThan(0);
    expect(at('/content/announcements/1/popupHeightPx').length).toBeGreaterThan(0);
    expect(at('/content/announcements/2/popupWidthPx').length).toBeGreaterThan(0);
    expect(issues.filter((i) => i.pointer.includes('/content/announcements/3'))).toEqual([]);
  });

  it('never puts the content in the page config', async () => {
    const page = await call(server, '/api/tenant');
    expect(page.status).toBe(200);
    expect(page.json.value).not.toHaveProperty('content');
  });

  it('refuses at the field: an end before the start, a name used twice, an unknown flag, a script link, a budget below an envelope', async () => {
    const ed = await editor();
    const current = await tenant('demo', ed);
    const draft: Draft = structuredClone(current.merged);
    draft.tenant.content = {
      banners: [
        { id: 'twice', ...BANNER, title: { EN: 'A' }, schedule: { from: inMs(HOUR), until: inMs(0) } },
        { id: 'twice', ...BANNER, title: { EN: 'B' }, flags: ['NO_SUCH_FLAG'] },
        { id: 'script', ...BANNER, title: { EN: 'C' }, link: 'javascript:alert(1)' },
      ],
      redRain: [{ id: 'tight', title: { EN: 'Tight' }, from: inMs(0), until: inMs(HOUR), min: '1.00', max: '5.00', budget: '2.00' }],
    };
    const checked = await post('tenants/demo/check', { draft }, ed);
    expect(checked.status, checked.text).toBe(200);
    const issues = checked.json.value.issues as { pointer: string; code: string }[];
    const at = (pointer: string) => issues.filter((i) => i.pointer.endsWith(pointer)).map((i) => i.code);
    expect(at('/content/banners/0/schedule/until')).toContain('E_CONTENT_SCHEDULE');
    expect(at('/content/banners/1/id')).toContain('E_CONTENT_DUPLICATE');
    expect(at('/content/banners/1/flags/0')).toContain('E_UNKNOWN_FLAG');
    expect(at('/content/banners/2/link').length).toBeGreaterThan(0);
    expect(at('/content/redRain/0/budget')).toContain('E_RED_RAIN_AMOUNT');
  });
});
