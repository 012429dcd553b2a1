// What the Mumble-Jumble templates preview with: a solve phase for the phase email, a choose
// phase for the refusal, both from round 1 of a game with the default rules.
import type { MumbleJumbleView } from '../../engine/mumble-jumble/view';
import type { ParlorRefusalEmailProps } from '../parlor/refusal-email';
import type { ParlorTurnEmailProps } from '../parlor/turn-email';

type Seat = MumbleJumbleView['seats'][number];

function previewSeat(seat: number, name: string, done: Partial<Seat> = {}): Seat {
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

function previewView(round: Partial<MumbleJumbleView>): MumbleJumbleView {
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

const seat = (s: number, name: string) =>
  previewSeat(s, name, { chosen: true, answered: s === 0 ? 1 : 0 });

export const turnPreview: ParlorTurnEmailProps<MumbleJumbleView> = {
  gameTitle: 'Mumble-Jumble · Ann v Bob v Cleo · game abcdefghij',
  headline: 'Round 1: un-jumble the trays',
  happened: [
    'Cleo has chosen.',
    'Un-jumble the trays: 1 ENRAC (Ann), 2 RSAET (Bob), 3 TMAES (Cleo).',
  ],
  view: previewView({
    phase: 'solve',
    help: 'Solve: reply with your un-jumblings, e.g. ANSWER RACES PLUMB, or name the tray: 2 RACES.',
    seats: [seat(0, 'Ann'), seat(1, 'Bob'), seat(2, 'Cleo')],
    yourWords: [{ word: 'CRANE', jumble: 'ENRAC' }],
    trays: [
      { id: 1, owner: 0, ownerName: 'Ann', jumble: 'ENRAC', word: 'CRANE' },
      { id: 2, owner: 1, ownerName: 'Bob', jumble: 'RSAET', word: null },
      { id: 3, owner: 2, ownerName: 'Cleo', jumble: 'TMAES', word: null },
    ],
    yourAnswers: [{ tray: 2, word: 'STARE', upheld: true }],
  }),
  note: null,
  playUrl: 'https://wordmail.example/play/token',
  howToReply: ['Reply with your un-jumblings, e.g. ANSWER STEAM, or name the tray: 3 STEAM.'],
};

export const refusalPreview: ParlorRefusalEmailProps<MumbleJumbleView> = {
  gameTitle: 'Mumble-Jumble · Ann v Bob · game abcdefghij',
  command: 'WORD CRANES',
  reason: "CRANES has 6 letters; this round's words have 5.",
  // A round-1 choose phase in which Bob has chosen and Ann has not.
  view: previewView({ seats: [previewSeat(0, 'Ann'), previewSeat(1, 'Bob', { chosen: true })] }),
  playUrl: null,
  mustAct: true,
};
