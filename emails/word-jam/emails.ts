// Word Jam's two emails: the parlor phase email and refusal around the turn as it stands (the
// refusal's text shows the whole turn, as the phase email does).
import type { WordJamView } from '../../engine/word-jam/view';
import { parlorEmails } from '../parlor/parlor-emails';
import { refusalPreview, turnPreview } from './previews';
import { turnText } from './text';
import { TurnSection } from './turn-section';

export const wordJamEmails = parlorEmails<WordJamView>(
  { Section: TurnSection, turnText, refusalText: turnText },
  { turn: turnPreview, refusal: refusalPreview },
);
