// The choose phase: secret words, their jumbles (seeded, never a word) and Bet-for-the-Win.
import type { Lexicon } from '../../dictionaries/lexicon';
import type { Applied, ApplyContext } from '../kind';
import { fail, ok, type Result } from '../result';
import { type RngState, shuffle } from '../rng';
import type { WordChoice } from './command';
import { type MumbleJumbleConfig, traysPerSeat } from './config';
import { closeRound } from './round';
import type { Choice, MumbleJumbleState, Tray } from './state';

const sorted = (word: string) => [...word].sort().join('');

/** Every distinct arrangement of `letters`, in order (words have at most 8 letters: ≤ 40,320). */
function* arrangements(letters: string[]): Generator<string> {
  if (letters.length <= 1) {
    yield letters.join('');
    return;
  }
  const seen = new Set<string>();
  for (let i = 0; i < letters.length; i++) {
    const first = letters[i]!;
    if (seen.has(first)) continue;
    seen.add(first);
    const rest = [...letters.slice(0, i), ...letters.slice(i + 1)];
    for (const tail of arrangements(rest)) yield first + tail;
  }
}

/**
 * A jumble must spell nothing the dictionary knows: neither the word itself nor another of its
 * anagrams (SLATE shown as STALE would hand the solvers a word). Seeded shuffles first; when
 * those keep landing on words, the first arrangement that is no word.
 */
function jumble(
  rng: RngState,
  word: string,
  lexicon: Lexicon,
): Result<{ rng: RngState; jumble: string }> {
  const state: RngState = [...rng];
  const spellsNothing = (text: string) => text !== word && !lexicon.has(text);
  for (let attempt = 0; attempt < 20; attempt++) {
    const text = shuffle(state, [...word]).join('');
    if (spellsNothing(text)) return ok({ rng: state, jumble: text });
  }
  for (const text of arrangements([...word])) {
    if (spellsNothing(text)) return ok({ rng: state, jumble: text });
  }
  return fail(
    'cannot-jumble',
    `Every arrangement of ${word}'s letters is a word: it cannot be jumbled, so choose another word.`,
  );
}

function checkChoice(choice: WordChoice, length: number, ctx: ApplyContext): Result<WordChoice> {
  const { word, jumble: own } = choice;
  if (word.length !== length) {
    return fail(
      'wrong-length',
      `${word} has ${word.length} letters; this round's words have ${length}.`,
    );
  }
  if (!ctx.lexicon.has(word)) {
    return fail(
      'word-not-in-lexicon',
      `${word} is not in the game's dictionary: choose another word.`,
    );
  }
  if (own !== undefined && (sorted(own) !== sorted(word) || own === word)) {
    return fail(
      'bad-jumble',
      `Your jumble ${own} must use exactly the letters of ${word} in another order.`,
    );
  }
  if (own !== undefined && ctx.lexicon.has(own)) {
    return fail(
      'jumble-is-a-word',
      `Your jumble ${own} is itself a word in the game's dictionary: choose an order of ${word}'s letters that spells nothing, or leave the jumbling to the game (WORD ${word}).`,
    );
  }
  return ok(choice);
}

export function declareBet(
  config: MumbleJumbleConfig,
  state: MumbleJumbleState,
  seat: number,
): Result<MumbleJumbleState> {
  if (!config.betForTheWin) return fail('no-bets', 'This game is played without Bet-for-the-Win.');
  if (state.round.bets.includes(seat)) {
    return fail('already-bet', 'You already declared a Bet-for-the-Win this round.');
  }
  const chips = state.chips[seat]!;
  if (chips < config.betThreshold) {
    return fail(
      'not-enough-chips',
      `A Bet-for-the-Win needs ${config.betThreshold} chips; you have ${chips}.`,
    );
  }
  return ok({
    ...state,
    chips: state.chips.map((c, s) => (s === seat ? c - config.betStake : c)),
    round: { ...state.round, bets: [...state.round.bets, seat] },
  });
}

/** Records (or replaces) a seat's words; the phase closes when every seat has chosen. */
export function choose(
  config: MumbleJumbleConfig,
  state: MumbleJumbleState,
  seat: number,
  words: WordChoice[],
  bet: boolean,
  ctx: ApplyContext,
): Result<Applied<MumbleJumbleState>> {
  const round = state.round;
  const wanted = traysPerSeat(config, state.seats.length);
  if (words.length !== wanted) {
    return fail(
      'wrong-word-count',
      `Choose exactly ${wanted} word${wanted > 1 ? 's' : ''} this round.`,
    );
  }
  if (new Set(words.map((w) => w.word)).size !== words.length) {
    return fail('repeated-word', 'Choose different words for your trays.');
  }
  let rng = state.rng;
  const choices: Choice[] = [];
  for (const word of words) {
    const checked = checkChoice(word, round.length, ctx);
    if (!checked.ok) return checked;
    if (word.jumble) {
      choices.push({ word: word.word, jumble: word.jumble });
      continue;
    }
    const made = jumble(rng, word.word, ctx.lexicon);
    if (!made.ok) return made;
    rng = made.value.rng;
    choices.push({ word: word.word, jumble: made.value.jumble });
  }
  let next: MumbleJumbleState = {
    ...state,
    rng,
    round: { ...round, choices: round.choices.map((c, s) => (s === seat ? choices : c)) },
  };
  const events = [{ type: 'chosen', seat, text: `${state.seats[seat]} has chosen.` }];
  if (bet && !round.bets.includes(seat)) {
    const declared = declareBet(config, next, seat);
    if (!declared.ok) return declared;
    next = declared.value;
    events.push({ type: 'bet', seat, text: `${state.seats[seat]} declares a Bet-for-the-Win!` });
  }
  if (next.round.choices.every((c) => c !== null)) {
    const opened = openSolve(config, next, ctx.now);
    return ok({ state: opened.state, events: [...events, ...opened.events] });
  }
  return ok({ state: next, events });
}

/** Lays out the trays and starts solving; with no trays at all the round closes empty. */
export function openSolve(config: MumbleJumbleConfig, state: MumbleJumbleState, now: number) {
  const trays: Tray[] = [];
  state.round.choices.forEach((choices, owner) => {
    for (const c of choices ?? []) trays.push({ id: trays.length + 1, owner, ...c });
  });
  const round = { ...state.round, trays };
  if (trays.length === 0) {
    return closeRound(config, { ...state, round: { ...round, endedBy: 'deadline' } }, now);
  }
  const list = trays.map((t) => `${t.id} ${t.jumble} (${state.seats[t.owner]})`).join(', ');
  return {
    state: { ...state, phase: 'solve' as const, round },
    events: [{ type: 'solve-started', text: `Un-jumble the trays: ${list}.` }],
  };
}
