import type { MumbleJumbleView } from '../../engine/mumble-jumble/view';
import { Layout } from '../components/layout';
import { type RatingLine, RatingLines, ratingLinesText } from '../components/rating-lines';
import { GamePageButton, Happened, RelayedNote, ReplyLines } from '../components/turn-parts';
import { RoundSection } from './round-section';
import { challengeLines, chipLines, lastRoundLines, trayLines, yourWordLines } from './text';

export interface MumbleJumbleTurnEmailProps {
  gameTitle: string;
  headline: string;
  /** Plain sentences: what happened since the last email. */
  happened: string[];
  view: MumbleJumbleView;
  note: { from: string; text: string } | null;
  playUrl: string | null;
  /** What to reply in this phase, from the engine's help. */
  howToReply: string[];
  /** Game over in a rated game: how it moved each player's rating. */
  ratings?: RatingLine[] | null;
}

export function MumbleJumbleTurnEmail(props: MumbleJumbleTurnEmailProps) {
  return (
    <Layout
      preview={props.happened.at(-1) ?? props.headline}
      gameTitle={props.gameTitle}
      headline={props.headline}
    >
      <Happened lines={props.happened} />
      <RelayedNote note={props.note} />
      <RoundSection view={props.view} />
      <RatingLines lines={props.ratings} />
      <GamePageButton href={props.playUrl} />
      <ReplyLines lines={props.howToReply} />
    </Layout>
  );
}

export function mumbleJumbleTurnEmailText(props: MumbleJumbleTurnEmailProps): string {
  const { view } = props;
  const lines = [props.gameTitle, '', props.headline, '', ...props.happened];
  if (props.note) lines.push('', `${props.note.from} says: ${props.note.text}`);
  for (const block of [
    yourWordLines(view),
    trayLines(view),
    challengeLines(view).length ? ['Challenges:', ...challengeLines(view)] : [],
    lastRoundLines(view),
    chipLines(view),
  ]) {
    if (block.length > 0) lines.push('', ...block);
  }
  const ratings = ratingLinesText(props.ratings);
  if (ratings.length) lines.push('', ...ratings);
  if (props.playUrl) lines.push('', `Game page: ${props.playUrl}`);
  lines.push('', ...props.howToReply);
  return `${lines.join('\n')}\n`;
}

const seat = (s: number, name: string, chips: number, chosen: boolean) => ({
  seat: s,
  name,
  chips,
  betForTheWin: false,
  chosen,
  answered: s === 0 ? 1 : 0,
  votedToEnd: false,
  done: false,
});

MumbleJumbleTurnEmail.PreviewProps = {
  gameTitle: 'Mumble-Jumble · Ann v Bob v Cleo · game abcdefghij',
  headline: 'Round 1: un-jumble the trays',
  happened: [
    'Cleo has chosen.',
    'Un-jumble the trays: 1 ENRAC (Ann), 2 RSAET (Bob), 3 TMAES (Cleo).',
  ],
  view: {
    game: 'mumble-jumble',
    phase: 'solve',
    help: 'Solve: reply with your un-jumblings, e.g. ANSWER RACES PLUMB, or name the tray: 2 RACES.',
    round: 1,
    wordLength: 5,
    seats: [seat(0, 'Ann', 2, true), seat(1, 'Bob', 2, true), seat(2, 'Cleo', 2, true)],
    you: 0,
    yourWords: [{ word: 'CRANE', jumble: 'ENRAC' }],
    canBet: false,
    trays: [
      { id: 1, owner: 0, ownerName: 'Ann', jumble: 'ENRAC', word: 'CRANE' },
      { id: 2, owner: 1, ownerName: 'Bob', jumble: 'RSAET', word: null },
      { id: 3, owner: 2, ownerName: 'Cleo', jumble: 'TMAES', word: null },
    ],
    yourAnswers: [{ tray: 2, word: 'STARE', upheld: true }],
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
  },
  note: null,
  playUrl: 'https://wordmail.example/play/token',
  howToReply: ['Reply with your un-jumblings, e.g. ANSWER STEAM, or name the tray: 3 STEAM.'],
} satisfies MumbleJumbleTurnEmailProps;

export default MumbleJumbleTurnEmail;
