// Mumble-Jumble's two emails: the parlor phase email and refusal around the round as it stands.
import type { MumbleJumbleView } from '../../engine/mumble-jumble/view';
import { parlorEmails } from '../parlor/parlor-emails';
import { refusalPreview, turnPreview } from './previews';
import { RoundSection } from './round-section';
import { refusalRoundText, roundText } from './text';

export const mumbleJumbleEmails = parlorEmails<MumbleJumbleView>(
  { Section: RoundSection, turnText: roundText, refusalText: refusalRoundText },
  { turn: turnPreview, refusal: refusalPreview },
);
