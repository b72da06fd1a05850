/**
 * The demo task mini-game (SPEC 1 and 2: /m/task frames the tenant's TASK link with token, lang and
 * theme): a daily check-in card of seven days and the day's tasks, rendered on the server in the
 * asked language and theme. Its one script (/demo-game/task.js) stamps the check-in and keeps it
 * on the device; no inline script or style, so it runs under the site's CSP. It says it is a demo:
 * no points are credited.
 */

type Language = 'EN' | 'TY';

const TEXTS: Record<Language, Record<string, string>> = {
  EN: {
    title: 'Tasks',
    demo: 'A demo task page: check-ins are kept on this device and no points are credited.',
    checkIn: 'Daily check-in',
    day: 'Day {n}',
    stamped: 'checked in',
    notYet: 'not yet',
    button: 'Check in',
    done: 'Checked in today. Come back tomorrow!',
    already: 'You have already checked in today.',
    tasks: "Today's tasks",
    taskCheckIn: 'Check in today',
    taskPlay: 'Play any game 3 times',
    taskDeposit: 'Make a deposit',
    reward: '+{n} points',
    statusDone: 'Done',
    statusOpen: 'To do',
  },
  TY: {
    title: 'Mga gawain',
    demo: 'Demo na pahina ng gawain: sa device na ito lang nakatala ang mga check-in at walang puntos na naibibigay.',
    checkIn: 'Araw-araw na check-in',
    day: 'Araw {n}',
    stamped: 'naka-check in',
    notYet: 'hindi pa',
    button: 'Mag-check in',
    done: 'Naka-check in ka na ngayong araw. Bumalik bukas!',
    already: 'Naka-check in ka na ngayong araw.',
    tasks: 'Mga gawain ngayong araw',
    taskCheckIn: 'Mag-check in ngayong araw',
    taskPlay: 'Maglaro ng kahit anong laro nang 3 beses',
    taskDeposit: 'Magdeposito',
    reward: '+{n} puntos',
    statusDone: 'Tapos na',
    statusOpen: 'Gagawin pa',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The task page for ?lang= and ?theme= (EN and dark unless asked otherwise). */
export function renderTaskPage(params: URLSearchParams, tenantMeta: string): string {
  const language: Language = (params.get('lang') ?? '').toUpperCase() === 'TY' ? 'TY' : 'EN';
  const theme = (params.get('theme') ?? '').toLowerCase() === 'light' ? 'light' : 'dark';
  const text = TEXTS[language];
  const t = (key: string, n?: number) => escapeHtml(text[key].replace('{n}', String(n ?? '')));
  const days = Array.from(
    { length: 7 },
    (_, i) => `<li class="stamp" data-day="${i + 1}"><span>${t('day', i + 1)}</span><span class="stamp-state">${t('notYet')}</span></li>`,
  ).join('');
  const tasks = [
    ['taskCheckIn', 5, 'checkin'],
    ['taskPlay', 10, ''],
    ['taskDeposit', 20, ''],
  ]
    .map(
      ([key, points, id]) =>
        `<li class="task"${id ? ` data-task="${id}"` : ''}><span class="task-name">${t(key as string)}</span><span class="task-reward">${t('reward', points as number)}</span><span class="task-status">${t('statusOpen')}</span></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${language === 'TY' ? 'fil' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
${tenantMeta}
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/demo-game/demo-game.css">
<script src="/demo-game/task.js" defer></script>
<title>${t('title')}</title>
</head>
<body class="theme-${theme}">
<main class="game task-page">
  <header class="heading">
    <h1>${t('title')}</h1>
    <p class="muted small">${t('demo')}</p>
  </header>
  <section class="card" aria-labelledby="checkin-title">
    <h2 id="checkin-title">${t('checkIn')}</h2>
    <ol class="stamps" id="stamps" data-stamped="${t('stamped')}" data-not-yet="${t('notYet')}">${days}</ol>
    <button id="checkin" class="primary" type="button" data-done="${t('done')}" data-already="${t('already')}">${t('button')}</button>
    <p id="checkin-result" class="result" role="status" aria-live="polite"></p>
  </section>
  <section class="card" aria-labelledby="tasks-title">
    <h2 id="tasks-title">${t('tasks')}</h2>
    <ul class="tasks" data-done="${t('statusDone')}">${tasks}</ul>
  </section>
</main>
</body>
</html>
`;
}
