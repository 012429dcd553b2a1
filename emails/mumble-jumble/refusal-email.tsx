// The Mumble-Jumble reply to a command that could not be applied: the parlor refusal around the
// round as it stands. Only the sender gets it; nothing in the game changed.
import type { MumbleJumbleView } from '../../engine/mumble-jumble/view';
import {
  ParlorRefusalEmail,
  type ParlorRefusalEmailProps,
  parlorRefusalEmailText,
} from '../parlor/refusal-email';
import { previewSeat, previewView } from './preview-view';
import { RoundSection } from './round-section';
import { refusalRoundText } from './text';

export type MumbleJumbleRefusalEmailProps = ParlorRefusalEmailProps<MumbleJumbleView>;

export function MumbleJumbleRefusalEmail(props: MumbleJumbleRefusalEmailProps) {
  return <ParlorRefusalEmail {...props} position={<RoundSection view={props.view} />} />;
}

export function mumbleJumbleRefusalEmailText(props: MumbleJumbleRefusalEmailProps): string {
  return parlorRefusalEmailText(props, refusalRoundText(props.view));
}

MumbleJumbleRefusalEmail.PreviewProps = {
  gameTitle: 'Mumble-Jumble · Ann v Bob · game abcdefghij',
  command: 'WORD CRANES',
  reason: "CRANES has 6 letters; this round's words have 5.",
  // A round-1 choose phase in which Bob has chosen and Ann has not.
  view: previewView({ seats: [previewSeat(0, 'Ann'), previewSeat(1, 'Bob', { chosen: true })] }),
  playUrl: null,
  mustAct: true,
} satisfies MumbleJumbleRefusalEmailProps;

export default MumbleJumbleRefusalEmail;
