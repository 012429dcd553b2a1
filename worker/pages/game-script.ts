// The game page's only script: click a square and type, live preview, pick tiles to exchange or draw.
// Plain ES2017 in a string (no build step); it reads everything it needs from data-* attributes.
export const GAME_SCRIPT = `
(function () {
  var board = document.querySelector('table.board');
  var move = document.getElementById('move');
  var letters = document.getElementById('letters');
  var out = document.getElementById('preview');
  var form = document.getElementById('play-form');
  var start = null;
  function dir() {
    var down = document.getElementById('dir-down');
    return down && down.checked ? 'down' : 'across';
  }
  function cell(coord) { return board && board.querySelector('td[data-coord="' + coord + '"]'); }
  function step(coord, d) {
    var m = /^([A-Z]+)([0-9]+)$/.exec(coord);
    if (!m) return null;
    var col = m[1].charCodeAt(0), row = Number(m[2]);
    return d === 'down' ? m[1] + (row + 1) : String.fromCharCode(col + 1) + row;
  }
  function clearGhosts() {
    if (!board) return;
    board.querySelectorAll('td.ghost').forEach(function (td) {
      td.classList.remove('ghost');
      td.removeAttribute('data-ghost');
    });
    board.querySelectorAll('td.start').forEach(function (td) { td.classList.remove('start'); });
  }
  function drawGhosts() {
    clearGhosts();
    if (!start) return;
    var td = cell(start);
    if (td) td.classList.add('start');
    var word = (letters && letters.value || '').replace(/[^A-Za-z?]/g, '');
    var at = start;
    for (var i = 0; i < word.length && at; i++) {
      td = cell(at);
      while (td && td.classList.contains('tile')) { at = step(at, dir()); td = cell(at); }
      if (!td) break;
      td.classList.add('ghost');
      td.setAttribute('data-ghost', word[i]);
      at = step(at, dir());
    }
  }
  function compose() {
    if (!start || !move) return;
    move.value = start + ' ' + dir() + ' ' + (letters.value || '').trim();
    drawGhosts();
    schedule();
  }
  if (board && move) {
    board.addEventListener('click', function (e) {
      var td = e.target.closest ? e.target.closest('td[data-coord]') : null;
      if (!td) return;
      if (start === td.getAttribute('data-coord')) {
        var down = document.getElementById('dir-down');
        var across = document.getElementById('dir-across');
        if (down && across) { if (down.checked) across.checked = true; else down.checked = true; }
      }
      start = td.getAttribute('data-coord');
      document.getElementById('start-square').textContent = start;
      compose();
      if (letters) letters.focus();
    });
    // One tab stop for the board; arrows move between squares, Enter or Space picks the start square.
    board.addEventListener('keydown', function (e) {
      var td = e.target;
      if (!td.matches || !td.matches('td[data-coord]')) return;
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); td.click(); return; }
      var m = /^([A-Z]+)([0-9]+)$/.exec(td.getAttribute('data-coord'));
      var col = m[1].charCodeAt(0), row = Number(m[2]);
      var moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      var d = moves[e.key];
      if (!d) return;
      var next = cell(String.fromCharCode(col + d[0]) + (row + d[1]));
      if (!next) return;
      e.preventDefault();
      td.setAttribute('tabindex', '-1');
      next.setAttribute('tabindex', '0');
      next.focus();
    });
    document.querySelectorAll('input[name=dir]').forEach(function (r) { r.addEventListener('change', compose); });
    if (letters) letters.addEventListener('input', compose);
    move.addEventListener('input', function () { clearGhosts(); schedule(); });
  }
  var timer = null, asked = 0;
  function schedule() {
    if (!out || !form) return;
    clearTimeout(timer);
    timer = setTimeout(preview, 250);
  }
  function preview() {
    var text = move.value.trim();
    var mine = ++asked;
    if (!text) { out.textContent = ''; out.className = 'preview'; return; }
    fetch(form.getAttribute('data-preview') + '?move=' + encodeURIComponent(text), { headers: { accept: 'application/json' } })
      .then(function (r) { return r.json(); })
      .then(function (res) {
        if (mine !== asked) return;
        if (res.ok) {
          var p = res.preview;
          out.className = 'preview ok';
          out.textContent = '\\u2714 ' + p.words.join(', ') + ': ' + p.score + ' points' +
            (p.unknown.length ? ' (not in the word list: ' + p.unknown.join(', ') + ')' : '') +
            (p.breakdown.length ? ' \\u2014 ' + p.breakdown.join('; ') : '');
          out.setAttribute('data-score', String(p.score));
        } else {
          out.className = 'preview error';
          out.textContent = '\\u2716 ' + res.error.message;
          out.removeAttribute('data-score');
        }
      })
      .catch(function () { if (mine === asked) out.textContent = 'Preview unavailable; you can still play.'; });
  }
  var tiles = document.getElementById('exchange-tiles');
  document.querySelectorAll('button.rack-tile').forEach(function (b) {
    b.addEventListener('click', function () {
      var on = b.getAttribute('aria-pressed') !== 'true';
      b.setAttribute('aria-pressed', on ? 'true' : 'false');
      if (!tiles) return;
      var picked = [];
      document.querySelectorAll('button.rack-tile[aria-pressed=true]').forEach(function (t) { picked.push(t.getAttribute('data-letter')); });
      tiles.value = picked.join('');
    });
  });
  var draw = document.getElementById('draw');
  var bag = document.getElementById('bag');
  function markBag() {
    if (!draw || !bag) return;
    var items = bag.querySelectorAll('li');
    var seq = draw.value.toUpperCase().replace(/[^FB]/g, '');
    var front = 0, back = items.length - 1;
    items.forEach(function (li) { li.classList.remove('taken'); li.removeAttribute('data-order'); });
    for (var i = 0; i < seq.length && front <= back; i++) {
      var li = seq[i] === 'F' ? items[front++] : items[back--];
      li.classList.add('taken');
      li.setAttribute('data-order', String(i + 1));
    }
    var need = Number(draw.getAttribute('data-need'));
    document.getElementById('draw-status').textContent = seq.length + ' of ' + need + ' chosen';
  }
  if (draw && bag) {
    document.querySelectorAll('button[data-end]').forEach(function (b) {
      b.addEventListener('click', function () {
        var need = Number(draw.getAttribute('data-need'));
        var seq = draw.value.toUpperCase().replace(/[^FB]/g, '');
        if (b.getAttribute('data-end') === 'undo') seq = seq.slice(0, -1);
        else if (seq.length < need) seq += b.getAttribute('data-end');
        draw.value = seq;
        markBag();
      });
    });
    bag.addEventListener('click', function (e) {
      var li = e.target.closest ? e.target.closest('li') : null;
      if (!li) return;
      var items = Array.prototype.slice.call(bag.querySelectorAll('li'));
      var free = items.filter(function (x) { return !x.classList.contains('taken'); });
      var end = li === free[0] ? 'F' : li === free[free.length - 1] ? 'B' : null;
      if (end) document.querySelector('button[data-end=' + end + ']').click();
    });
    draw.addEventListener('input', markBag);
    markBag();
  }
})();
`;
