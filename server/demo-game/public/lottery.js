/* The demo lottery: pick 3 of 20 numbers, draw 5; the frame's launch ticket (the token parameter) opens its game session. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var PICKS = 3;
  var ticket = G.params.get('token') || '';
  var session = '';
  var prizeMode = (G.params.get('prize_mode') || '').replace(/[^A-Za-z]/g, '').slice(0, 8);
  var numbersEl = document.getElementById('numbers');
  var pickedEl = document.getElementById('picked');
  var drawEl = document.getElementById('draw');
  var betEl = document.getElementById('bet');
  var drawnEl = document.getElementById('drawn');
  var picks = [];
  var busy = false;

  if (prizeMode) document.getElementById('mode').textContent = G.t('mode', { mode: prizeMode.toUpperCase() });

  function refresh() {
    numbersEl.querySelectorAll('button').forEach(function (button) {
      button.setAttribute('aria-pressed', picks.indexOf(Number(button.value)) >= 0 ? 'true' : 'false');
    });
    pickedEl.textContent =
      picks.length === PICKS ? G.t('picked', { list: picks.join(', ') }) : G.t('pickMore', { count: PICKS - picks.length });
    drawEl.disabled = busy || picks.length !== PICKS || !session;
  }

  for (var n = 1; n <= 20; n++) {
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'number';
    button.value = String(n);
    button.textContent = String(n);
    numbersEl.appendChild(button);
  }
  numbersEl.addEventListener('click', function (event) {
    var target = event.target;
    if (!(target instanceof HTMLButtonElement)) return;
    var value = Number(target.value);
    var at = picks.indexOf(value);
    if (at >= 0) picks.splice(at, 1);
    else if (picks.length < PICKS) picks.push(value);
    picks.sort(function (a, b) {
      return a - b;
    });
    refresh();
  });
  function offer(bets) {
    bets.forEach(function (bet) {
      var option = document.createElement('option');
      option.value = bet;
      option.textContent = G.money(bet);
      betEl.appendChild(option);
    });
  }

  function draw() {
    var body = { session: session, picks: picks.slice(), bet: betEl.value, idempotencyKey: G.newKey() };
    if (prizeMode) body.prizeMode = prizeMode;
    busy = true;
    refresh();
    G.play('/api/demo-game/lottery/draw', body, undefined, 'drawing').then(function (value) {
      if (value)
        drawnEl.textContent =
          G.t('drawnNumbers', { list: value.drawn.join(', ') }) + ' \u00B7 ' + G.t('matched', { count: value.matches.length });
      busy = false;
      refresh();
    });
  }
  drawEl.addEventListener('click', draw);

  if (!ticket) {
    G.fail({ code: 'E_UNAUTHORIZED' });
  } else {
    // The ticket is spent by this exchange: the frame plays in the game session it opens.
    G.api('POST', '/api/demo-game/session', { launch: ticket }).then(function (opened) {
      session = opened.session;
      var kept = new URLSearchParams(G.params);
      kept.delete('token');
      history.replaceState(null, '', location.pathname + '?' + kept);
      offer(opened.bets);
      G.setBalance(opened.balance);
      refresh();
    }, G.fail);
  }
  refresh();
})();
