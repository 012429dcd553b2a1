// The Mumble-Jumble phase email: the parlor turn email around the round as it stands.
import type { MumbleJumbleView } from '../../engine/mumble-jumble/view';
import {
  ParlorTurnEmail,
  type ParlorTurnEmailProps,
  parlorTurnEmailText,
} from '../parlor/turn-email';
import { previewSeat, previewView } from './preview-view';
import { RoundSection } from './round-section';
import { roundText } from './text';

export type MumbleJumbleTurnEmailProps = ParlorTurnEmailProps<MumbleJumbleView>;

export function MumbleJumbleTurnEmail(props: MumbleJumbleTurnEmailProps) {
  return <ParlorTurnEmail {...props} position={<RoundSection view={props.view} />} />;
}

export function mumbleJumbleTurnEmailText(props: MumbleJumbleTurnEmailProps): string {
  return parlorTurnEmailText(props, roundText(props.view));
}

const seat = (s: number, name: string) =>
  previewSeat(s, name, { chosen: true, answered: s === 0 ? 1 : 0 });

MumbleJumbleTurnEmail.PreviewProps = {
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
} satisfies MumbleJumbleTurnEmailProps;

export default MumbleJumbleTurnEmail;
