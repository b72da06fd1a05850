/* The demo task page's check-in: seven days on a card, one stamp a day, kept in this browser (localStorage); texts come from the server-rendered page. */
(function () {
  'use strict';
  var tenantMeta = document.querySelector('meta[name="tenant"]');
  var KEY = 'demoTask.checkIns.' + (tenantMeta ? tenantMeta.getAttribute('content') : '');
  var stamps = document.getElementById('stamps');
  var button = document.getElementById('checkin');
  var result = document.getElementById('checkin-result');
  var checkInTask = document.querySelector('[data-task="checkin"] .task-status');
  var doneText = document.querySelector('.tasks').getAttribute('data-done');

  function today() {
    var d = new Date();
    return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0');
  }

  function read() {
    try {
      var list = JSON.parse(window.localStorage.getItem(KEY) || '[]');
      return Array.isArray(list)
        ? list.filter(function (d) {
            return typeof d === 'string';
          })
        : [];
    } catch (e) {
      return [];
    }
  }

  function render(list) {
    var items = stamps.querySelectorAll('.stamp');
    for (var i = 0; i < items.length; i += 1) {
      var on = i < list.length;
      items[i].classList.toggle('stamped', on);
      items[i].querySelector('.stamp-state').textContent = stamps.getAttribute(on ? 'data-stamped' : 'data-not-yet');
    }
    var done = list[list.length - 1] === today();
    button.disabled = done;
    if (done) {
      checkInTask.textContent = doneText;
      checkInTask.parentElement.classList.add('done');
    }
    return done;
  }

  if (render(read())) result.textContent = button.getAttribute('data-already');
  button.addEventListener('click', function () {
    var list = read();
    if (list[list.length - 1] === today()) return;
    // A full card of seven starts again.
    list = list.length >= 7 ? [today()] : list.concat(today());
    try {
      window.localStorage.setItem(KEY, JSON.stringify(list));
    } catch (e) {
      /* storage refused (private mode): the stamp shows for this visit only */
    }
    render(list);
    result.textContent = button.getAttribute('data-done');
  });
})();
