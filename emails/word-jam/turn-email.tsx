// The Word Jam phase email: the parlor turn email around the turn as it stands.
import type { WordJamView } from '../../engine/word-jam/view';
import {
  ParlorTurnEmail,
  type ParlorTurnEmailProps,
  parlorTurnEmailText,
} from '../parlor/turn-email';
import { previewView } from './preview-view';
import { turnText } from './text';
import { TurnSection } from './turn-section';

export type WordJamTurnEmailProps = ParlorTurnEmailProps<WordJamView>;

export function WordJamTurnEmail(props: WordJamTurnEmailProps) {
  return <ParlorTurnEmail {...props} position={<TurnSection view={props.view} />} />;
}

export function wordJamTurnEmailText(props: WordJamTurnEmailProps): string {
  return parlorTurnEmailText(props, turnText(props.view));
}

WordJamTurnEmail.PreviewProps = {
  gameTitle: 'Word Jam · Ann v Bob v Cleo · game abcdefghij',
  headline: 'Turn 1: Ali Baba or Thieves?',
  happened: ['Open Sesame! Ann is Ali Baba with DIRGE, worth 6 coins. Bet ALI BABA or THIEVES.'],
  view: previewView(),
  note: null,
  playUrl: 'https://wordmail.example/play/token',
  howToReply: ['Reply ALI BABA, or THIEVES with a word worth more than 6 coins (THIEVES GRIM).'],
} satisfies WordJamTurnEmailProps;

export default WordJamTurnEmail;
