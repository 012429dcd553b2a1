/** @jsxImportSource hono/jsx */
// GET /calculator (the page; its GET form works without script) and GET /calculator/score (JSON).
import { type Context, Hono } from 'hono';
import type { Env } from '../env';
import { CalculatorPage, type CalculatorQuery } from '../pages/calculator-page';
import {
  calculatorLanguage,
  calculatorLanguages,
  parseMarks,
  scoreCalculatorWord,
  splitTiles,
} from '../pages/calculator-score';

function queryOf(c: Context): CalculatorQuery {
  const count = (name: string) => {
    const n = Number(c.req.query(name) ?? '0');
    return Number.isFinite(n) ? n : -1;
  };
  return {
    lang: c.req.query('lang') ?? calculatorLanguages[0]!.id,
    word: (c.req.query('word') ?? '').slice(0, 30),
    marks: (c.req.query('marks') ?? '').slice(0, 30),
    dw: count('dw'),
    tw: count('tw'),
    all: c.req.query('all') === '1' || c.req.query('all') === 'on',
  };
}

function scoreOf(q: CalculatorQuery) {
  const language = calculatorLanguage(q.lang);
  if (!language)
    return {
      ok: false as const,
      code: 'unknown-language',
      message: `Choose one of the listed languages, not "${q.lang}".`,
    };
  const tiles = splitTiles(q.word, language);
  if (!tiles.ok) return { ok: false as const, ...tiles.error };
  const scored = scoreCalculatorWord(
    {
      tiles: tiles.value,
      marks: parseMarks(q.marks),
      doubleWords: q.dw,
      tripleWords: q.tw,
      allTiles: q.all,
    },
    language,
  );
  if (!scored.ok) return { ok: false as const, ...scored.error };
  return { ok: true as const, value: scored.value };
}

export const calculator = new Hono<{ Bindings: Env }>()
  .get('/', function showCalculator(c) {
    const q = queryOf(c);
    const scored = q.word.trim() ? scoreOf(q) : null;
    return c.html(<CalculatorPage query={q} result={scored} />);
  })
  .get('/score', function scoreWord(c) {
    const scored = scoreOf(queryOf(c));
    if (!scored.ok)
      return c.json({ ok: false, error: { code: scored.code, message: scored.message } });
    return c.json({ ok: true, ...scored.value });
  });
