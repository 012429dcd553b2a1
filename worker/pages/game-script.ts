// The game page's only script: build a move on the board (press a square, then type, press or drag
// rack tiles), live preview, pick tiles to exchange or draw.
// Plain ES2017 in a string (no build step); it reads everything it needs from data-* attributes.
export const GAME_SCRIPT = `
(function () {
  var board = document.querySelector('table.board');
  var move = document.getElementById('move');
  var out = document.getElementById('preview');
  var form = document.getElementById('play-form');
  var hint = document.getElementById('play-hint');
  // The move being built: a start square, a direction, and the tiles in order. Each tile remembers
  // the rack tile it came from (or -1 when typed), so a rack tile is used once and comes back.
  var start = null, word = [];
  var rackTiles = Array.prototype.slice.call(document.querySelectorAll('button.rack-tile'));
  function dir() {
    var down = document.getElementById('dir-down');
    return down && down.checked ? 'down' : 'across';
  }
  function setDir(d) {
    var el = document.getElementById(d === 'down' ? 'dir-down' : 'dir-across');
    if (el) el.checked = true;
  }
  function cell(coord) { return board && board.querySelector('td[data-coord="' + coord + '"]'); }
  function parse(coord) {
    var m = /^([A-Z]+)([0-9]+)$/.exec(coord || '');
    return m ? { col: m[1].charCodeAt(0), row: Number(m[2]) } : null;
  }
  function step(coord, d) {
    var c = parse(coord);
    if (!c) return null;
    return d === 'down' ? String.fromCharCode(c.col) + (c.row + 1) : String.fromCharCode(c.col + 1) + c.row;
  }
  function say(text) { if (hint) hint.textContent = text; }
  function spelled() {
    return word.map(function (t) { return t.blank ? '?' + t.letter : t.letter; }).join('');
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
    var at = start;
    for (var i = 0; i < word.length && at; i++) {
      td = cell(at);
      while (td && td.classList.contains('tile')) { at = step(at, dir()); td = cell(at); }
      if (!td) break;
      td.classList.add('ghost');
      td.setAttribute('data-ghost', word[i].letter);
      at = step(at, dir());
    }
  }
  function markRack() {
    var used = {};
    word.forEach(function (t) { if (t.from >= 0) used[t.from] = true; });
    rackTiles.forEach(function (b, i) {
      b.setAttribute('aria-pressed', used[i] ? 'true' : 'false');
    });
  }
  function compose() {
    if (!move) return;
    markRack();
    drawGhosts();
    if (!start) return;
    move.value = word.length ? start + ' ' + dir() + ' ' + spelled() : '';
    document.getElementById('start-square').textContent = start;
    schedule();
  }
  function chooseStart(coord) {
    if (start === coord) setDir(dir() === 'down' ? 'across' : 'down');
    start = coord;
    say(word.length ? '' : 'Now type your letters, or press or drag tiles from your rack.');
    compose();
  }
  // A rack tile, by its place on the rack; a blank waits for the letter it stands for.
  var pendingBlank = -1;
  function addTile(from) {
    var letter = rackTiles[from].getAttribute('data-letter');
    if (!start) { say('Choose a start square first: press one on the board.'); return; }
    if (rackTiles[from].getAttribute('aria-pressed') === 'true') return;
    if (letter === '?') {
      pendingBlank = from;
      say('Type the letter the blank stands for.');
      if (board) { var s = cell(start); if (s) s.focus(); }
      return;
    }
    word.push({ letter: letter, blank: false, from: from });
    compose();
  }
  // A typed letter takes a matching rack tile when one is free, else it is typed as is.
  function typeLetter(letter, blank) {
    if (pendingBlank >= 0) {
      word.push({ letter: letter, blank: true, from: pendingBlank });
      pendingBlank = -1;
      say('');
      compose();
      return;
    }
    var used = {};
    word.forEach(function (t) { if (t.from >= 0) used[t.from] = true; });
    var from = -1;
    for (var i = 0; i < rackTiles.length && !blank; i++) {
      if (!used[i] && rackTiles[i].getAttribute('data-letter') === letter) { from = i; break; }
    }
    word.push({ letter: letter, blank: blank, from: from });
    compose();
  }
  function takeBack() {
    if (pendingBlank >= 0) { pendingBlank = -1; say(''); return; }
    word.pop();
    if (!word.length && move) { move.value = ''; schedule(); }
    compose();
  }
  if (board && move) {
    board.addEventListener('click', function (e) {
      var td = e.target.closest ? e.target.closest('td[data-coord]') : null;
      if (td) chooseStart(td.getAttribute('data-coord'));
    });
    // Keyboard play: one tab stop for the board; arrows move between squares, Enter or Space
    // picks the start square (again: turns it), letters place tiles ("?" then a letter: a blank),
    // Backspace takes the last one back, Escape clears the move.
    var blankNext = false;
    board.addEventListener('keydown', function (e) {
      var td = e.target;
      if (!td.matches || !td.matches('td[data-coord]')) return;
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); td.click(); return; }
      if (e.key === 'Backspace') { e.preventDefault(); takeBack(); return; }
      if (e.key === 'Escape') { word = []; pendingBlank = -1; move.value = ''; schedule(); compose(); return; }
      if (e.key === '?') { e.preventDefault(); blankNext = true; say('Type the letter the blank stands for.'); return; }
      if (/^[a-zA-Z\u00C0-\u024F]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        if (!start) chooseStart(td.getAttribute('data-coord'));
        typeLetter(e.key.toUpperCase(), blankNext);
        if (blankNext) say('');
        blankNext = false;
        return;
      }
      var c = parse(td.getAttribute('data-coord'));
      var moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      var d = moves[e.key];
      if (!c || !d) return;
      var next = cell(String.fromCharCode(c.col + d[0]) + (c.row + d[1]));
      if (!next) return;
      e.preventDefault();
      td.setAttribute('tabindex', '-1');
      next.setAttribute('tabindex', '0');
      next.focus();
    });
    // Drag a rack tile onto the board: the first drop picks the start square, a second drop below
    // it (rather than to its right) turns the move down.
    board.addEventListener('dragover', function (e) {
      if (e.target.closest && e.target.closest('td[data-coord]')) e.preventDefault();
    });
    board.addEventListener('drop', function (e) {
      var td = e.target.closest ? e.target.closest('td[data-coord]') : null;
      var from = Number(e.dataTransfer && e.dataTransfer.getData('text/x-rack-tile'));
      if (!td || isNaN(from) || !rackTiles[from]) return;
      e.preventDefault();
      var coord = td.getAttribute('data-coord');
      if (!start || !word.length) { start = coord; }
      else if (word.length === 1) {
        var a = parse(start), b = parse(coord);
        if (a && b && a.col === b.col && b.row > a.row) setDir('down');
        else if (a && b && a.row === b.row && b.col > a.col) setDir('across');
      }
      addTile(from);
    });
    document.querySelectorAll('input[name=dir]').forEach(function (r) { r.addEventListener('change', compose); });
    // Typing the whole move by hand replaces whatever was built on the board.
    move.addEventListener('input', function () { word = []; start = null; markRack(); clearGhosts(); schedule(); });
  }
  rackTiles.forEach(function (b, i) {
    b.addEventListener('click', function () { addTile(i); });
    b.addEventListener('dragstart', function (e) {
      if (e.dataTransfer) e.dataTransfer.setData('text/x-rack-tile', String(i));
    });
  });
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
  document.querySelectorAll('input.exchange-pick').forEach(function (box) {
    box.addEventListener('change', function () {
      if (!tiles) return;
      var picked = [];
      document.querySelectorAll('input.exchange-pick:checked').forEach(function (t) { picked.push(t.value); });
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
