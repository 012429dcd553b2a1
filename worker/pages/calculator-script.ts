// The calculator page's script: per-letter mark menus, a live score from /calculator/score, the word
// check, and the running list (every entry removable; the total is recomputed from the list).
export const CALCULATOR_SCRIPT = `
(function () {
  var form = document.getElementById('calc');
  var langs = JSON.parse(form.getAttribute('data-languages'));
  var lang = document.getElementById('lang');
  var word = document.getElementById('word');
  var marks = document.getElementById('marks');
  var letters = document.getElementById('letters');
  var result = document.getElementById('result');
  var checked = document.getElementById('check-result');
  var list = document.getElementById('word-list');
  var total = document.getElementById('total');
  // The list survives a reload in this browser (and stays in it: nothing is sent anywhere).
  var KEY = 'wordmail-calculator-words';
  var entries = [];
  try {
    entries = JSON.parse(localStorage.getItem(KEY) || '[]').filter(function (e) {
      return e && typeof e.word === 'string' && typeof e.score === 'number';
    });
  } catch (err) { entries = []; }
  var last = null;
  // With the script on, the per-letter menus replace the typed marks field.
  document.querySelector('label[for=marks]').hidden = true;
  marks.type = 'hidden';
  function tiles() {
    var set = langs[lang.value].letters, text = word.value.normalize('NFC').trim().toUpperCase(), out = [], at = 0;
    while (at < text.length) {
      var t = null;
      for (var i = 0; i < set.length; i++) if (text.substr(at, set[i].length) === set[i]) { t = set[i]; break; }
      if (!t) t = text[at];
      out.push(t); at += t.length;
    }
    return out;
  }
  function drawLetters() {
    var ts = tiles(), old = marks.value;
    letters.textContent = '';
    ts.forEach(function (t, i) {
      var li = document.createElement('li');
      var tile = document.createElement('span');
      tile.className = 'tile'; tile.textContent = t; tile.setAttribute('aria-hidden', 'true');
      var sel = document.createElement('select');
      sel.setAttribute('aria-label', 'Letter ' + (i + 1) + ', ' + t);
      [['.', 'plain'], ['d', 'DL \\u00d72'], ['t', 'TL \\u00d73'], ['b', 'blank 0']].forEach(function (o) {
        var opt = document.createElement('option'); opt.value = o[0]; opt.textContent = o[1]; sel.appendChild(opt);
      });
      sel.value = 'dtb'.indexOf(old[i]) >= 0 && old[i] ? old[i] : '.';
      sel.addEventListener('change', function () { syncMarks(); score(); });
      li.appendChild(tile); li.appendChild(sel); letters.appendChild(li);
    });
    syncMarks();
  }
  function syncMarks() {
    var v = '';
    letters.querySelectorAll('select').forEach(function (s) { v += s.value; });
    marks.value = v;
  }
  var timer = null, asked = 0;
  function fetchScore() {
    var mine = ++asked;
    if (!word.value.trim()) { result.textContent = ''; last = null; return Promise.resolve(null); }
    return fetch('/calculator/score?' + new URLSearchParams(new FormData(form)).toString())
      .then(function (r) { return r.json(); })
      .then(function (res) {
        if (mine !== asked) return null;
        result.textContent = '';
        if (res.ok) {
          last = { word: word.value.normalize('NFC').trim().toUpperCase(), score: res.score, breakdown: res.breakdown };
          result.appendChild(document.createTextNode('Score: '));
          var s = document.createElement('strong'); s.textContent = String(res.score); s.setAttribute('data-score', String(res.score));
          result.appendChild(s);
          var b = document.createElement('span'); b.className = 'meta'; b.textContent = ' ' + res.breakdown; result.appendChild(b);
        } else {
          last = null;
          var e = document.createElement('span'); e.className = 'check bad'; e.textContent = res.error.message; result.appendChild(e);
        }
        return last;
      });
  }
  function score() {
    clearTimeout(timer);
    timer = setTimeout(fetchScore, 150);
  }
  function render() {
    list.textContent = '';
    var sum = 0;
    entries.forEach(function (e, i) {
      sum += e.score;
      var li = document.createElement('li');
      li.appendChild(document.createTextNode(e.word + ' ' + e.score + ' '));
      var x = document.createElement('button');
      x.type = 'button'; x.className = 'secondary remove'; x.textContent = 'Remove';
      x.setAttribute('aria-label', 'Remove ' + e.word + ' (' + e.score + ')');
      x.addEventListener('click', function () { entries.splice(i, 1); render(); });
      li.appendChild(x); list.appendChild(li);
    });
    total.textContent = String(sum);
    try { localStorage.setItem(KEY, JSON.stringify(entries)); } catch (err) { /* private mode: keep it in the page */ }
  }
  document.getElementById('add').addEventListener('click', function () {
    clearTimeout(timer);
    fetchScore().then(function (entry) { if (entry) add(entry); });
  });
  function add(entry) {
    entries.push(entry);
    render();
    word.value = ''; marks.value = ''; document.getElementById('dw').value = '0'; document.getElementById('tw').value = '0';
    document.getElementById('all').checked = false;
    drawLetters(); result.textContent = ''; last = null; checked.textContent = '';
    word.focus();
  }
  document.getElementById('check').addEventListener('click', function () {
    var lex = langs[lang.value].lexicon, w = word.value.normalize('NFC').trim();
    checked.className = 'check';
    if (!w) { checked.textContent = 'Type a word first.'; return; }
    if (!lex) { checked.textContent = 'There is no word list for this language yet.'; return; }
    fetch('/api/words/' + lex + '/' + encodeURIComponent(w)).then(function (r) { return r.json(); }).then(function (res) {
      if (res.error) { checked.textContent = res.error.message; return; }
      checked.className = 'check ' + (res.valid ? 'ok' : 'bad');
      checked.textContent = res.valid ? '\\u2714 ' + res.word + ' is in the word list.' : '\\u2716 ' + res.word + ' is not in the word list.';
    });
  });
  form.addEventListener('submit', function (e) { e.preventDefault(); score(); });
  lang.addEventListener('change', function () {
    document.getElementById('bonus').textContent = '+' + langs[lang.value].bonus;
    document.getElementById('lexicon-note').textContent = langs[lang.value].note || '';
    drawLetters(); score();
  });
  word.addEventListener('input', function () { drawLetters(); score(); checked.textContent = ''; });
  ['dw', 'tw', 'all'].forEach(function (id) { document.getElementById(id).addEventListener('input', score); document.getElementById(id).addEventListener('change', score); });
  drawLetters();
  render();
  if (word.value.trim()) score();
})();
`;
