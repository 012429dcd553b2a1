/** @jsxImportSource hono/jsx */
// The score calculator: language, word, per-letter marks, word bonuses, all-tiles bonus, a word
// check, and a running list of words with a total. Works as a plain GET form without script.
import {
  type CalculatorLanguage,
  type CalculatorScore,
  calculatorLanguages,
} from './calculator-score';
import { CALCULATOR_SCRIPT } from './calculator-script';
import { Layout } from './layout';

export interface CalculatorQuery {
  lang: string;
  word: string;
  marks: string;
  dw: number;
  tw: number;
  all: boolean;
}

const CSS = `
.row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end}.row>div{flex:1 1 8rem}
#letters{display:flex;flex-wrap:wrap;gap:.4rem;margin:.5rem 0;padding:0;list-style:none}
#letters li{display:flex;flex-direction:column;align-items:center;gap:.15rem}
#letters .tile{width:2.2rem;height:2.2rem;background:#f5deb3;border:1px solid #b08850;border-radius:4px;display:flex;align-items:center;justify-content:center;font-weight:700}
#letters select{font-size:.8rem;padding:.1rem}
.result{font-size:1.1rem;margin:.5rem 0}.result strong{font-size:1.4rem}
#word-list{padding-left:1.5rem}#word-list li{margin:.2rem 0}#word-list button{padding:.1rem .5rem;font-size:.85rem}
.check.ok{color:#1a7f37}.check.bad{color:#b42318}
`;

export function CalculatorPage({
  query,
  result,
}: {
  query: CalculatorQuery;
  result: { ok: true; value: CalculatorScore } | { ok: false; message: string } | null;
}) {
  const language = calculatorLanguages.find((l) => l.id === query.lang) ?? calculatorLanguages[0]!;
  return (
    <Layout title="Score calculator" css={CSS} script={CALCULATOR_SCRIPT}>
      <h1>Score calculator</h1>
      <p class="meta">
        Score a word as the board would: mark blanks and letter bonuses per letter, count the word
        bonuses (two double words make ×4; in Jamble a word gets only its highest word bonus), and
        add the bonus for using all your tiles (never multiplied). Accented vowels score as their
        plain letter. A word may use no more of a letter than the tile set has: mark the extra ones
        as blanks.
      </p>
      <form
        method="get"
        action="/calculator"
        id="calc"
        data-languages={JSON.stringify(languageData())}
      >
        <div class="row">
          <div>
            <label for="lang">Language (letter values)</label>
            <select id="lang" name="lang">
              {calculatorLanguages.map((l) => (
                <option value={l.id} selected={l.id === language.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label for="word">Word</label>
            <input
              id="word"
              name="word"
              type="text"
              value={query.word}
              autocomplete="off"
              spellcheck={false}
            />
          </div>
        </div>
        <ul id="letters" aria-label="Letter bonuses" />
        <label for="marks">
          Letter marks, one per letter: . plain, d double letter, t triple letter, b blank
        </label>
        <input id="marks" name="marks" type="text" value={query.marks} autocomplete="off" />
        <div class="row">
          <div>
            <label for="dw">Double-word squares</label>
            <input id="dw" name="dw" type="number" min="0" max="8" value={String(query.dw)} />
          </div>
          <div>
            <label for="tw">Triple-word squares</label>
            <input id="tw" name="tw" type="number" min="0" max="8" value={String(query.tw)} />
          </div>
        </div>
        <label>
          <input id="all" name="all" type="checkbox" value="1" checked={query.all} /> Used all tiles
          (<span id="bonus">+{language.allTilesBonus}</span>)
        </label>
        <button type="submit">Score</button>
        <button type="button" class="secondary" id="check" data-lexicon={language.lexicon ?? ''}>
          Check the word
        </button>
        <button type="button" class="secondary" id="add">
          Add to list
        </button>
      </form>
      <p class="result" id="result" aria-live="polite">
        {result === null ? null : result.ok ? (
          <>
            Score: <strong data-score={String(result.value.score)}>{result.value.score}</strong>{' '}
            <span class="meta">{result.value.breakdown}</span>
          </>
        ) : (
          <span class="check bad">{result.message}</span>
        )}
      </p>
      <p id="check-result" class="check" aria-live="polite" />
      <p id="lexicon-note" class="meta">
        {language.lexiconNote}
      </p>
      <h2 id="list-heading">Your words</h2>
      <ol id="word-list" aria-labelledby="list-heading" />
      <p>
        Total: <strong id="total">0</strong>
      </p>
    </Layout>
  );
}

/** What the script needs to show per-letter tiles and the bonus without a round trip. */
function languageData(): Record<
  string,
  { bonus: number; lexicon: string | null; note: string | null; letters: string[] }
> {
  const data: Record<
    string,
    { bonus: number; lexicon: string | null; note: string | null; letters: string[] }
  > = {};
  for (const l of calculatorLanguages as CalculatorLanguage[]) {
    data[l.id] = {
      bonus: l.allTilesBonus,
      lexicon: l.lexicon,
      note: l.lexiconNote,
      letters: Object.keys(l.values).sort((a, b) => b.length - a.length),
    };
  }
  return data;
}
