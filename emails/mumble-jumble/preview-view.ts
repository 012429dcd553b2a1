// The Mumble-Jumble view the templates' previews start from: round 1 of a game with the default
// rules, nothing chosen yet. Each preview says what differs.
import type { MumbleJumbleView } from '../../engine/mumble-jumble/view';

type Seat = MumbleJumbleView['seats'][number];

export function previewSeat(seat: number, name: string, done: Partial<Seat> = {}): Seat {
  return {
    seat,
    name,
    chips: 2,
    betForTheWin: false,
    chosen: false,
    answered: 0,
    votedToEnd: false,
    done: false,
    ...done,
  };
}

export function previewView(round: Partial<MumbleJumbleView>): MumbleJumbleView {
  return {
    game: 'mumble-jumble',
    phase: 'choose',
    help: 'Choose: reply WORD CRANE with a secret word of this round’s length.',
    round: 1,
    wordLength: 5,
    seats: [],
    you: 0,
    yourWords: [],
    canBet: false,
    trays: [],
    yourAnswers: [],
    answers: null,
    stopper: null,
    endedBy: null,
    challenges: [],
    history: [],
    rules: {
      startingChips: 2,
      betForTheWin: true,
      betThreshold: 15,
      betStake: 5,
      targetChips: null,
      maxRounds: null,
      endsAt: null,
    },
    winners: [],
    endReason: null,
    ...round,
  };
}
