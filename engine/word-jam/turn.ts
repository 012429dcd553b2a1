// An ordinary Word Jam turn: Open Sesame (first valid word), sealed bets, the Thieves' window
// (its sealed words: windows.ts), the cave.
import type { Applied, ApplyContext, GameEvent } from '../kind';
import { fail, ok, type Result } from '../result';
import type { WordJamConfig } from './config';
import { endTurn, summarize } from './end';
import { letters } from './letters';
import { startVote } from './open-vote';
import { allSealed, type SealTest, seal } from './seal';
import type { Said, Side, WordJamState } from './state';
import { needsVote } from './style';
import { checkWord } from './word';

const received = (state: WordJamState): WordJamState => ({
  ...state,
  turn: { ...state.turn, received: state.turn.received + 1 },
});

/** A word in the play phase: the first valid one makes Ali Baba; on a voted card it goes to the vote. */
export function playWord(
  state: WordJamState,
  seat: number,
  text: string,
  ctx: ApplyContext,
): Result<Applied<WordJamState>> {
  const checked = checkWord(state, seat, text, ctx);
  if (!checked.ok) return checked;
  const { said, needsVote: vote } = checked.value;
  const next = received(state);
  if (state.phase === 'vote') {
    // First-received order: words arriving during a vote wait their turn behind it.
    const queue = [...next.turn.queue, said];
    const event = {
      type: 'word-queued',
      seat,
      // Only the word under vote has been said aloud; a waiting word stays secret.
      text: `${state.seats[seat]}'s word waits for the vote on the word before it.`,
    };
    return ok({ state: { ...next, turn: { ...next.turn, queue } }, events: [event] });
  }
  if (vote) return ok(startVote(next, said, 'ali-baba', []));
  return ok(acceptAliBaba(next, said, []));
}

export function acceptAliBaba(
  state: WordJamState,
  said: Said,
  events: GameEvent[],
): Applied<WordJamState> {
  events.push({
    type: 'open-sesame',
    seat: said.seat,
    text: `Open Sesame! ${state.seats[said.seat]} is Ali Baba with ${said.word}, worth ${said.value} coins. Bet ALI BABA or THIEVES.`,
    word: said.word,
    value: said.value,
  });
  const turn = { ...state.turn, aliBaba: said, queue: [] };
  const used = [...state.used, letters(said.word)];
  return { state: { ...state, phase: 'bet', turn, used }, events };
}

const bettors = (state: WordJamState) =>
  state.turn.players.filter((s) => s !== state.turn.aliBaba?.seat);
export const thieves = (state: WordJamState) =>
  bettors(state).filter((s) => state.turn.bets[s] === 'thieves');

/** A sealed bet; a Thief may send the word along. Bets close when every other player has bet. */
export function placeBet(
  config: WordJamConfig,
  state: WordJamState,
  seat: number,
  side: Side,
  word: string | undefined,
  ctx: ApplyContext,
): Result<Applied<WordJamState>> {
  if (!bettors(state).includes(seat))
    return fail('ali-baba-does-not-bet', 'Ali Baba does not bet: wait for the others.');
  if (word !== undefined && side !== 'thieves') {
    return fail(
      'word-with-ali-baba',
      'Only a Thief sends a word: reply ALI BABA alone, or THIEVES and your word.',
    );
  }
  const bets = state.turn.bets.map((b, s) => (s === seat ? side : b));
  // Changing a bet to Ali Baba withdraws a Thief's word sent earlier.
  const words =
    side === 'ali-baba'
      ? state.turn.words.map((w, s) => (s === seat ? null : w))
      : state.turn.words;
  let next: WordJamState = { ...state, turn: { ...state.turn, bets, words } };
  const events: GameEvent[] = [{ type: 'bet-placed', seat, text: `${state.seats[seat]} has bet.` }];
  if (word !== undefined) {
    const stored = seal(next, seat, word, ctx, beatsAliBaba(next));
    if (!stored.ok) return stored;
    next = stored.value;
  }
  if (bettors(next).some((s) => next.turn.bets[s] === null)) return ok({ state: next, events });
  return ok(closeBets(config, next, events));
}

/** Bets are revealed: with no Thieves Ali Baba scores; otherwise the Thieves' window opens. */
export function closeBets(
  config: WordJamConfig,
  state: WordJamState,
  events: GameEvent[],
): Applied<WordJamState> {
  const named = (side: Side) =>
    bettors(state)
      .filter((s) => state.turn.bets[s] === side)
      .map((s) => state.seats[s])
      .join(', ') || 'nobody';
  events.push({
    type: 'bets-revealed',
    text: `Bets: Ali Baba — ${named('ali-baba')}; Thieves — ${named('thieves')}.`,
    bets: state.turn.bets,
  });
  if (thieves(state).length === 0) return score(config, state, null, events);
  const next: WordJamState = { ...state, phase: 'thieves' };
  if (allSealed(next, thieves(next))) return resolveThieves(config, next, events);
  events.push({
    type: 'thieves-window',
    text: `Thieves: send a word worth more than ${state.turn.aliBaba!.value} coins, or PASS.`,
  });
  return { state: next, events };
}

/** A Thief's word must be worth more than Ali Baba's. */
export const beatsAliBaba =
  (state: WordJamState): SealTest =>
  (said) => {
    const target = state.turn.aliBaba!;
    if (said.value > target.value) return null;
    return fail(
      'does-not-beat',
      `${said.word} is worth ${said.value} coins; a Thief needs more than Ali Baba's ${target.value} (a tie is not enough). Send another word or PASS.`,
    );
  };

/** In seat order from Ali Baba, the first Thief whose (accepted) word beats Ali Baba's is Head Thief. */
export function resolveThieves(
  config: WordJamConfig,
  state: WordJamState,
  events: GameEvent[],
): Applied<WordJamState> {
  const turn = state.turn;
  const n = state.seats.length;
  const from = turn.aliBaba!.seat;
  const order = thieves(state).sort((a, b) => ((a - from + n) % n) - ((b - from + n) % n));
  for (const seat of order) {
    const said = turn.words[seat];
    if (!said || turn.refused.includes(seat)) continue;
    if (needsVote(turn.style) && !turn.accepted.includes(seat))
      return startVote(state, said, 'thief', events);
    return score(config, state, seat, events);
  }
  return score(config, state, null, events);
}

/** The cave: the turn's winner takes red, the followers on the winning side yellow. */
function score(
  config: WordJamConfig,
  state: WordJamState,
  head: number | null,
  events: GameEvent[],
): Applied<WordJamState> {
  const turn = state.turn;
  const [red, yellow] = config.cave[turn.number - 1]!;
  const side: Side = head === null ? 'ali-baba' : 'thieves';
  const winner = head ?? turn.aliBaba!.seat;
  const points = state.seats.map((_, s) =>
    s === winner ? red : turn.bets[s] === side ? yellow : 0,
  );
  events.push({
    type: head === null ? 'ali-baba-wins' : 'head-thief',
    seat: winner,
    text:
      head === null
        ? `Nobody beat Ali Baba: ${state.seats[winner]} takes ${red}, the Ali Baba side ${yellow} each.`
        : `${state.seats[head]} is the Head Thief with ${turn.words[head]!.word}: ${red} points, the other Thieves ${yellow} each.`,
  });
  return endTurn(
    config,
    { ...state, turn: { ...turn, vote: null } },
    { ...summarize(state, points), headThief: head },
    events,
  );
}
