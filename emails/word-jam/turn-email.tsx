import type { WordJamView } from '../../engine/word-jam/view';
import { Layout } from '../components/layout';
import { type RatingLine, RatingLines, ratingLinesText } from '../components/rating-lines';
import { GamePageButton, Happened, RelayedNote, ReplyLines } from '../components/turn-parts';
import { scoreLines, turnLines } from './text';
import { TurnSection } from './turn-section';

export interface WordJamTurnEmailProps {
  gameTitle: string;
  headline: string;
  /** Plain sentences: what happened since the last email. */
  happened: string[];
  view: WordJamView;
  note: { from: string; text: string } | null;
  playUrl: string | null;
  /** What to reply in this phase, from the engine's help. */
  howToReply: string[];
  /** Game over in a rated game: how it moved each player's rating. */
  ratings?: RatingLine[] | null;
}

export function WordJamTurnEmail(props: WordJamTurnEmailProps) {
  return (
    <Layout
      preview={props.happened.at(-1) ?? props.headline}
      gameTitle={props.gameTitle}
      headline={props.headline}
    >
      <Happened lines={props.happened} />
      <RelayedNote note={props.note} />
      <TurnSection view={props.view} />
      <RatingLines lines={props.ratings} />
      <GamePageButton href={props.playUrl} />
      <ReplyLines lines={props.howToReply} />
    </Layout>
  );
}

export function wordJamTurnEmailText(props: WordJamTurnEmailProps): string {
  const { view } = props;
  const lines = [props.gameTitle, '', props.headline, '', ...props.happened];
  if (props.note) lines.push('', `${props.note.from} says: ${props.note.text}`);
  if (view.phase !== 'over') lines.push('', ...turnLines(view));
  lines.push('', ...scoreLines(view));
  const ratings = ratingLinesText(props.ratings);
  if (ratings.length) lines.push('', ...ratings);
  if (props.playUrl) lines.push('', `Game page: ${props.playUrl}`);
  lines.push('', ...props.howToReply);
  return `${lines.join('\n')}\n`;
}

/** A bet phase seen by Cleo, after Ann opened the cave with DIRGE; Bob has bet. */
export function previewView(): WordJamView {
  return {
    game: 'word-jam',
    phase: 'bet',
    help: 'Bet in secret: ALI BABA if nobody will beat the word, THIEVES if you will send a better one.',
    turn: 1,
    turnKind: 'ordinary',
    turns: 8,
    deal: [
      { letter: 'D', coins: 1 },
      { letter: 'R', coins: 2 },
      { letter: 'G', coins: 3 },
      { letter: 'M', coins: 3 },
      { letter: 'F', coins: null },
    ],
    style: { card: 'free', title: 'Free: any word in the dictionary', decidedBy: 'dictionary' },
    cave: { red: 2, yellow: 1 },
    seats: ['Ann', 'Bob', 'Cleo'].map((name, seat) => ({
      seat,
      name,
      score: 0,
      playing: true,
      hasBet: seat === 1,
      side: null,
      hasWord: false,
    })),
    you: 2,
    aliBaba: { seat: 0, word: 'DIRGE', value: 6, order: 0 },
    vote: null,
    youMayVote: false,
    yourWord: null,
    words: null,
    used: ['DIRGE'],
    history: [],
    winners: [],
  };
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
