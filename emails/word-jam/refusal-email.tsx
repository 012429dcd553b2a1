// The Word Jam reply to a command that could not be applied (a banned consonant, a word that does
// not beat Ali Baba, a bet out of turn): the parlor refusal around the turn as it stands.
import type { WordJamView } from '../../engine/word-jam/view';
import {
  ParlorRefusalEmail,
  type ParlorRefusalEmailProps,
  parlorRefusalEmailText,
} from '../parlor/refusal-email';
import { previewView } from './preview-view';
import { turnText } from './text';
import { TurnSection } from './turn-section';

export type WordJamRefusalEmailProps = ParlorRefusalEmailProps<WordJamView>;

export function WordJamRefusalEmail(props: WordJamRefusalEmailProps) {
  return <ParlorRefusalEmail {...props} position={<TurnSection view={props.view} />} />;
}

export function wordJamRefusalEmailText(props: WordJamRefusalEmailProps): string {
  return parlorRefusalEmailText(props, turnText(props.view));
}

WordJamRefusalEmail.PreviewProps = {
  gameTitle: 'Word Jam · Ann v Bob v Cleo · game abcdefghij',
  command: 'THIEVES DIM',
  reason:
    "DIM is worth 4 coins; a Thief needs more than Ali Baba's 6 (a tie is not enough). Send another word or PASS.",
  view: previewView(),
  playUrl: null,
  mustAct: true,
} satisfies WordJamRefusalEmailProps;

export default WordJamRefusalEmail;
