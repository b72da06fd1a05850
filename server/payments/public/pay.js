// The demo payment page: reads order and token from the address, shows the order, and lets the
// user pay or fail it through the development endpoint (the server signs the callback).
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var order = params.get('order') || '';
  var token = params.get('token') || '';
  var $ = function (id) {
    return document.getElementById(id);
  };

  function say(text) {
    $('message').textContent = text;
  }

  function show(value) {
    $('orderNo').textContent = value.orderNo;
    $('channel').textContent = value.channelId;
    $('amount').textContent = value.amount;
    $('status').textContent = value.status;
    $('order').hidden = false;
    var open = value.status === 'pending';
    $('pay').disabled = !open;
    $('fail').disabled = !open;
  }

  function load() {
    fetch('/api/dev/pay/order?order=' + encodeURIComponent(order) + '&token=' + encodeURIComponent(token))
      .then(function (r) {
        return r.json();
      })
      .then(function (body) {
        if (body.success) show(body.value);
        else say(body.message || 'This order cannot be shown.');
      })
      .catch(function () {
        say('No connection to the server.');
      });
  }

  function settle(outcome) {
    $('pay').disabled = true;
    $('fail').disabled = true;
    say('Please wait…');
    fetch('/api/dev/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order: order, token: token, outcome: outcome }),
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (body) {
        if (body.success) {
          show(body.value);
          say(body.value.status === 'paid' ? 'Payment received. Your balance has been credited.' : 'Payment failed. Nothing was charged.');
        } else {
          say(body.message || 'The payment could not be completed.');
          load();
        }
      })
      .catch(function () {
        say('No connection to the server.');
      });
  }

  document.addEventListener('DOMContentLoaded', function () {
    $('pay').addEventListener('click', function () {
      settle('pay');
    });
    $('fail').addEventListener('click', function () {
      settle('fail');
    });
    if (!order || !token) say('This page needs an order and a token in its address.');
    else load();
  });
})();
