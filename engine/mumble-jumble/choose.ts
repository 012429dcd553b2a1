// The choose phase: secret words, their jumbles (seeded, never the word itself) and Bet-for-the-Win.
import type { Applied, ApplyContext } from '../kind';
import { fail, ok, type Result } from '../result';
import { type RngState, shuffle } from '../rng';
import type { WordChoice } from './command';
import { type MumbleJumbleConfig, traysPerSeat } from './config';
import { closeRound } from './round';
import type { Choice, MumbleJumbleState, Tray } from './state';

const sorted = (word: string) => [...word].sort().join('');

/** Shuffles until the letters differ from the word; a word of one repeated letter cannot be jumbled. */
function jumble(rng: RngState, word: string): Result<{ rng: RngState; jumble: string }> {
  const state: RngState = [...rng];
  for (let attempt = 0; attempt < 20; attempt++) {
    const text = shuffle(state, [...word]).join('');
    if (text !== word) return ok({ rng: state, jumble: text });
  }
  return fail(
    'cannot-jumble',
    `${word} cannot be jumbled into anything else: choose another word.`,
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
    const made = jumble(rng, word.word);
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
