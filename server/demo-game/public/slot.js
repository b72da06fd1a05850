/* The demo slot: exchanges the launch token for a game session, then spins through the server. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var STORE_KEY = 'demoGame.slot';
  var GLYPHS = { CHERRY: '\u25CF', LEMON: '\u25C6', BELL: '\u25B2', STAR: '\u2605', BAR: 'BAR', SEVEN: '7' };
  var reelsEl = document.getElementById('reels');
  var betEl = document.getElementById('bet');
  var spinEl = document.getElementById('spin');
  var state = null;

  function drawReels(reels) {
    reelsEl.textContent = '';
    reels.forEach(function (row) {
      row.forEach(function (symbol) {
        var cell = document.createElement('div');
        cell.className = 'cell sym-' + symbol.toLowerCase();
        cell.setAttribute('role', 'img');
        cell.setAttribute('aria-label', G.t(symbol));
        cell.textContent = GLYPHS[symbol] || symbol;
        reelsEl.appendChild(cell);
      });
    });
  }

  function start(session) {
    state = session;
    document.getElementById('title').textContent = session.game.gameName;
    document.getElementById('vendor').textContent = session.game.displayName;
    document.title = session.game.gameName;
    G.setBalance(session.balance);
    betEl.textContent = '';
    session.bets.forEach(function (bet, i) {
      var option = document.createElement('option');
      option.value = bet;
      option.textContent = G.money(bet);
      if (i === 2) option.selected = true;
      betEl.appendChild(option);
    });
    betEl.disabled = false;
    spinEl.disabled = false;
  }

  function spin() {
    spinEl.disabled = true;
    reelsEl.classList.add('spinning');
    G.play('/api/demo-game/spin', { session: state.session, bet: betEl.value, idempotencyKey: G.newKey() }, undefined, 'spinning').then(
      function (value) {
        if (value) drawReels(value.reels);
        reelsEl.classList.remove('spinning');
        spinEl.disabled = false;
      },
    );
  }

  drawReels([
    ['SEVEN', 'BAR', 'STAR'],
    ['BELL', 'SEVEN', 'LEMON'],
    ['CHERRY', 'STAR', 'SEVEN'],
  ]);
  spinEl.addEventListener('click', spin);

  var launch = G.params.get('launch');
  if (launch) {
    G.api('POST', '/api/demo-game/session', { launch: launch }).then(function (session) {
      // The launch token is spent: keep the session for reloads and drop the token from the address
      // (the language and theme stay).
      sessionStorage.setItem(STORE_KEY, JSON.stringify(session));
      var kept = new URLSearchParams(G.params);
      kept.delete('launch');
      history.replaceState(null, '', '/demo-game/' + (kept.toString() ? '?' + kept : ''));
      start(session);
    }, G.fail);
  } else {
    var saved = sessionStorage.getItem(STORE_KEY);
    if (saved) start(JSON.parse(saved));
    else G.fail({ code: 'E_GAME_SESSION' });
  }
})();
