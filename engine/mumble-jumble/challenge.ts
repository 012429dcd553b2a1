// The challenge window: a chip staked against an answer, decided by the game's lexicon.
import type { Applied, ApplyContext, GameEvent } from '../kind';
import { fail, ok, type Result } from '../result';
import type { MumbleJumbleConfig } from './config';
import { closeRound } from './round';
import type { MumbleJumbleState } from './state';

function seatNamed(state: MumbleJumbleState, name: string): number {
  const wanted = name.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const byName = state.seats.findIndex((s) => s.toUpperCase().replace(/[^A-Z0-9]/g, '') === wanted);
  if (byName >= 0) return byName;
  // "SEAT 2" or "2": 1-based seat numbers work too.
  const number = Number(wanted.replace(/^SEAT/, ''));
  return Number.isInteger(number) && number >= 1 && number <= state.seats.length ? number - 1 : -1;
}

export function challenge(
  state: MumbleJumbleState,
  seat: number,
  targetName: string,
  word: string,
  ctx: ApplyContext,
): Result<Applied<MumbleJumbleState>> {
  const round = state.round;
  const target = seatNamed(state, targetName);
  if (target < 0) {
    return fail(
      'no-such-player',
      `No player is called ${targetName}: use one of ${state.seats.join(', ')}.`,
    );
  }
  if (target === seat) return fail('own-answer', 'You cannot challenge your own answer.');
  const answer = round.answers[target]!.find((a) => a.word === word);
  if (!answer) {
    const words = round.answers[target]!.map((a) => a.word).join(', ') || 'none';
    return fail(
      'no-such-answer',
      `${state.seats[target]} did not answer ${word} (answers: ${words}).`,
    );
  }
  if (round.challenges.some((c) => c.target === target && c.tray === answer.tray)) {
    return fail('already-challenged', `${word} has already been challenged.`);
  }
  // Chips earned this round are not yet in hand: a challenge could still take them away.
  if (state.chips[seat]! < 1) {
    return fail(
      'no-chip',
      'A challenge stakes a chip you hold, and you have none: chips earned this round count only once it closes.',
    );
  }
  const tray = round.trays.find((t) => t.id === answer.tray)!;
  // The tray's own word was checked when chosen, so it always stands.
  const acceptable = word === tray.word || ctx.lexicon.has(word);
  const record = { challenger: seat, target, tray: tray.id, word, acceptable };
  const answers = round.answers.map((list, s) =>
    s === target ? list.map((a) => (a === answer ? { ...a, upheld: acceptable } : a)) : list,
  );
  const chips = state.chips.map((c, s) => (s === seat && acceptable ? c - 1 : c));
  const next = {
    ...state,
    chips,
    round: { ...round, answers, challenges: [...round.challenges, record] },
  };
  const who = state.seats[seat];
  const events: GameEvent[] = [
    {
      type: acceptable ? 'challenge-failed' : 'challenge-succeeded',
      seat,
      text: acceptable
        ? `${who} challenged ${word} and lost a chip to the bank: it is acceptable.`
        : `${who} challenged ${word} successfully: ${state.seats[target]} loses its chip.`,
      target,
      word,
    },
  ];
  return ok({ state: next, events });
}

/** A seat has finished challenging; the round closes when every seat has. */
export function done(
  config: MumbleJumbleConfig,
  state: MumbleJumbleState,
  seat: number,
  now: number,
): Result<Applied<MumbleJumbleState>> {
  if (state.round.done.includes(seat)) return fail('already-done', 'You already said DONE.');
  const next = { ...state, round: { ...state.round, done: [...state.round.done, seat] } };
  if (next.round.done.length < state.seats.length) return ok({ state: next, events: [] });
  return ok(closeRound(config, next, now));
}
