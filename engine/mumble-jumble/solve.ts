// The solve phase: un-jumblings matched to opponent trays, "stop", and the majority vote to end.
import type { Applied, GameEvent } from '../kind';
import { fail, ok, type Result } from '../result';
import type { AnswerEntry } from './command';
import type { MumbleJumbleConfig } from './config';
import { closeRound } from './round';
import type { Answer, MumbleJumbleState, RoundEnd, Tray } from './state';

const sorted = (word: string) => [...word].sort().join('');

/** The trays a seat must un-jumble: every tray but its own. */
export function opponentTrays(state: MumbleJumbleState, seat: number): Tray[] {
  return state.round.trays.filter((t) => t.owner !== seat);
}

export function coversAll(state: MumbleJumbleState, seat: number): boolean {
  const trays = opponentTrays(state, seat);
  const answered = new Set(state.round.answers[seat]!.map((a) => a.tray));
  return trays.length > 0 && trays.every((t) => answered.has(t.id));
}

/** Finds the tray an answer is for: the named one, or the first unanswered tray with its letters. */
function trayFor(trays: Tray[], answers: Answer[], entry: AnswerEntry): Result<Tray> {
  if (entry.tray !== undefined) {
    const tray = trays.find((t) => t.id === entry.tray);
    if (!tray) return fail('no-such-tray', `There is no opponent tray ${entry.tray} for you.`);
    if (sorted(tray.jumble) !== sorted(entry.word)) {
      return fail(
        'letters-mismatch',
        `${entry.word} does not use exactly the letters of tray ${tray.id} (${tray.jumble}).`,
      );
    }
    return ok(tray);
  }
  const fits = trays.filter((t) => sorted(t.jumble) === sorted(entry.word));
  const open = fits.find((t) => !answers.some((a) => a.tray === t.id));
  const tray = open ?? fits[0];
  if (!tray) {
    const shown = trays.map((t) => `${t.id} ${t.jumble}`).join(', ');
    return fail(
      'letters-mismatch',
      `${entry.word} does not use exactly the letters of any tray you can solve (${shown}).`,
    );
  }
  return ok(tray);
}

/** Records answers (a later answer for the same tray replaces the earlier); may call stop. */
export function answer(
  config: MumbleJumbleConfig,
  state: MumbleJumbleState,
  seat: number,
  entries: AnswerEntry[],
  stop: boolean,
  now: number,
): Result<Applied<MumbleJumbleState>> {
  const trays = opponentTrays(state, seat);
  let answers = state.round.answers[seat]!;
  for (const entry of entries) {
    const tray = trayFor(trays, answers, entry);
    if (!tray.ok) return tray;
    const id = tray.value.id;
    answers = [
      ...answers.filter((a) => a.tray !== id),
      { tray: id, word: entry.word, upheld: true },
    ];
  }
  const round = {
    ...state.round,
    answers: state.round.answers.map((a, s) => (s === seat ? answers : a)),
  };
  const next = { ...state, round };
  const events: GameEvent[] = [];
  if (entries.length > 0) {
    events.push({
      type: 'answered',
      seat,
      text: `${state.seats[seat]} has answered ${answers.length} of ${trays.length} trays.`,
    });
  }
  const complete = coversAll(next, seat);
  if (stop && !complete) {
    const missing = trays.filter((t) => !answers.some((a) => a.tray === t.id));
    return fail(
      'stop-incomplete',
      `You can call stop only with an answer for every opponent tray; still missing: ${missing.map((t) => `${t.id} ${t.jumble}`).join(', ')}.`,
    );
  }
  if (complete && (stop || config.autoStop)) {
    events.push({ type: 'stop', seat, text: `${state.seats[seat]} called stop!` });
    return ok(
      after(events, endSolve(config, { ...next, round: { ...round, stopper: seat } }, 'stop', now)),
    );
  }
  return ok({ state: next, events });
}

/** What happened, then what it led to. */
const after = (
  events: GameEvent[],
  then: Applied<MumbleJumbleState>,
): Applied<MumbleJumbleState> => ({
  state: then.state,
  events: [...events, ...then.events],
});

export function voteEnd(
  config: MumbleJumbleConfig,
  state: MumbleJumbleState,
  seat: number,
  now: number,
): Result<Applied<MumbleJumbleState>> {
  if (state.round.votesToEnd.includes(seat)) {
    return fail('already-voted', 'You already voted to end this round.');
  }
  const votesToEnd = [...state.round.votesToEnd, seat];
  const next = { ...state, round: { ...state.round, votesToEnd } };
  const events: GameEvent[] = [
    { type: 'vote-end', seat, text: `${state.seats[seat]} votes to end the round.` },
  ];
  if (votesToEnd.length * 2 > state.seats.length)
    return ok(after(events, endSolve(config, next, 'vote', now)));
  return ok({ state: next, events });
}

/** Ends solving: answers are revealed and the challenge window opens (if there is anything to challenge). */
export function endSolve(
  config: MumbleJumbleConfig,
  state: MumbleJumbleState,
  endedBy: RoundEnd,
  now: number,
): Applied<MumbleJumbleState> {
  const round = { ...state.round, endedBy };
  const why = {
    stop: 'stop was called',
    deadline: 'the deadline passed',
    vote: 'a majority voted',
  };
  const events: GameEvent[] = [
    { type: 'round-ended', text: `Round ${round.number} is over: ${why[endedBy]}.`, endedBy },
  ];
  if (round.answers.every((a) => a.length === 0)) {
    const closed = closeRound(config, { ...state, round }, now);
    return { state: closed.state, events: [...events, ...closed.events] };
  }
  events.push({
    type: 'challenge-started',
    text: 'Answers are revealed. CHALLENGE a player and word (stakes a chip), or reply DONE.',
  });
  return { state: { ...state, phase: 'challenge', round }, events };
}
