/* Shared by the demo games: API calls with the page's tenant, idempotency keys, texts, amounts, theme, and the balance, result and error lines. */
(function () {
  'use strict';
  var tenantMeta = document.querySelector('meta[name="tenant"]');
  var tenant = tenantMeta ? tenantMeta.getAttribute('content') : '';
  var params = new URLSearchParams(window.location.search);

  var TEXTS = {
    EN: {
      close: 'Close game',
      slotTitle: 'Demo Slot',
      lotteryTitle: 'Demo Lottery',
      balance: 'Balance',
      bet: 'Bet',
      spin: 'Spin',
      draw: 'Draw',
      reels: 'Reels',
      numbers: 'Numbers',
      spinning: 'Spinning…',
      drawing: 'Drawing…',
      win: 'You win {amount}!',
      noWin: 'No win this time.',
      insufficient: 'Your balance is not enough for this bet.',
      expired: 'This game link has expired. Open the game again from the game list.',
      failed: 'Something went wrong. Please try again.',
      slotRules: 'Three equal symbols on a row or a diagonal win. 7 pays 50x, BAR 20x, star 10x, bell 5x, lemon 3x, cherry 2x.',
      lotteryHelp: 'Pick 3 numbers. 5 are drawn: 2 matches pay 4x, 3 matches pay 50x.',
      picked: 'Your numbers: {list}',
      pickMore: 'Pick {count} more',
      drawnNumbers: 'Drawn: {list}',
      matched: '{count} matched',
      mode: 'Prize mode {mode}',
      notSignedIn: 'Please log in to play.',
      CHERRY: 'cherry',
      LEMON: 'lemon',
      BELL: 'bell',
      STAR: 'star',
      BAR: 'bar',
      SEVEN: 'seven',
    },
    TY: {
      close: 'Isara ang laro',
      slotTitle: 'Demo na Slot',
      lotteryTitle: 'Demo na Loterya',
      balance: 'Balanse',
      bet: 'Taya',
      spin: 'Paikutin',
      draw: 'Bumunot',
      reels: 'Mga reel',
      numbers: 'Mga numero',
      spinning: 'Umiikot…',
      drawing: 'Bumubunot…',
      win: 'Nanalo ka ng {amount}!',
      noWin: 'Walang panalo ngayon.',
      insufficient: 'Kulang ang iyong balanse para sa tayang ito.',
      expired: 'Nag-expire na ang link ng larong ito. Buksan muli ang laro mula sa listahan ng mga laro.',
      failed: 'May nangyaring mali. Pakisubukang muli.',
      slotRules:
        'Panalo ang tatlong magkaparehong simbolo sa isang hanay o pahilis. 7 ay 50x, BAR 20x, bituin 10x, kampana 5x, lemon 3x, seresa 2x.',
      lotteryHelp: 'Pumili ng 3 numero. 5 ang bubunutin: 2 tugma ay 4x, 3 tugma ay 50x.',
      picked: 'Iyong mga numero: {list}',
      pickMore: 'Pumili pa ng {count}',
      drawnNumbers: 'Nabunot: {list}',
      matched: '{count} ang tumugma',
      mode: 'Prize mode {mode}',
      notSignedIn: 'Mag-log in muna upang makapaglaro.',
      CHERRY: 'seresa',
      LEMON: 'lemon',
      BELL: 'kampana',
      STAR: 'bituin',
      BAR: 'bar',
      SEVEN: 'pito',
    },
  };

  function pickLanguage() {
    var asked = (params.get('lang') || '').toUpperCase();
    if (TEXTS[asked]) return asked;
    var browser = (navigator.languages || [navigator.language || '']).join(',').toLowerCase();
    return /(^|,)(fil|tl)\b/.test(browser) ? 'TY' : 'EN';
  }
  var language = pickLanguage();
  document.documentElement.lang = language === 'TY' ? 'fil' : 'en';

  function t(key, values) {
    var text = TEXTS[language][key] || TEXTS.EN[key] || key;
    return text.replace(/\{(\w+)\}/g, function (_, name) {
      return values && values[name] !== undefined ? String(values[name]) : '';
    });
  }

  function translatePage() {
    document.querySelectorAll('[data-i18n]').forEach(function (el) {
      el.textContent = t(el.getAttribute('data-i18n'));
    });
    document.querySelectorAll('[data-i18n-label]').forEach(function (el) {
      el.setAttribute('aria-label', t(el.getAttribute('data-i18n-label')));
    });
  }

  /**
   * An API call; resolves with the envelope's value, rejects with { code, message }. The page is
   * one of the site's own, so it sends the site's header (the session cookie's CSRF check).
   */
  function api(method, path, body, token) {
    var headers = { 'x-tenant': tenant, 'x-requested-with': 'wl' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = 'Bearer ' + token;
    return fetch(path, {
      method: method,
      headers: headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    })
      .then(
        function (response) {
          return response.json().catch(function () {
            return { success: false, code: 'E_BAD_RESPONSE', message: 'Unknown error' };
          });
        },
        function () {
          return { success: false, code: 'E_NETWORK', message: 'No internet' };
        },
      )
      .then(function (envelope) {
        if (!envelope.success) throw { code: envelope.code, message: envelope.message };
        return envelope.value;
      });
  }

  /** A fresh idempotency key: 16 random bytes, hex. */
  function newKey() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (b) {
        return (b < 16 ? '0' : '') + b.toString(16);
      })
      .join('');
  }

  /** "1234.5" -> "1,234.50" (#,##0.00). */
  function money(amount) {
    var parts = Number(amount).toFixed(2).split('.');
    return parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + parts[1];
  }

  function show(el, text) {
    el.textContent = text;
    el.hidden = !text;
  }

  function errorText(error) {
    if (error && error.code === 'E_INSUFFICIENT_FUNDS') return t('insufficient');
    if (error && (error.code === 'E_GAME_SESSION' || error.code === 'E_LAUNCH_INVALID')) return t('expired');
    if (error && error.code === 'E_UNAUTHORIZED') return t('notSignedIn');
    return t('failed');
  }

  // Every game page has a balance, a result line and an error line.
  var balanceEl = document.getElementById('balance');
  var resultEl = document.getElementById('result');
  var errorEl = document.getElementById('error');

  function setBalance(amount) {
    balanceEl.textContent = money(amount);
  }

  /** Shows why a call failed in the error line. */
  function fail(error) {
    show(errorEl, errorText(error));
  }

  /**
   * One paid play (a spin, a draw): "pending" shows until the answer, which sets the balance and
   * says win or no win. A network failure is retried once with the same body, idempotency key
   * included, so the server applies it once. Resolves with the answer, or undefined on failure.
   */
  function play(path, body, token, pending) {
    show(errorEl, '');
    resultEl.textContent = t(pending);
    return api('POST', path, body, token)
      .catch(function (error) {
        if (error.code === 'E_NETWORK') return api('POST', path, body, token);
        throw error;
      })
      .then(
        function (value) {
          setBalance(value.balance);
          resultEl.textContent = Number(value.win) > 0 ? t('win', { amount: money(value.win) }) : t('noWin');
          return value;
        },
        function (error) {
          resultEl.textContent = '';
          fail(error);
          return undefined;
        },
      );
  }

  var theme = (params.get('css') || params.get('theme') || '').toLowerCase();
  if (theme === 'light') document.body.className = 'theme-light';

  translatePage();
  window.DemoGame = {
    api: api,
    newKey: newKey,
    money: money,
    t: t,
    show: show,
    setBalance: setBalance,
    fail: fail,
    play: play,
    params: params,
  };
})();
