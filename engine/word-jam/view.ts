// What one seat may see of a Word Jam game: sealed bets and Thieves' words stay hidden until revealed.
import type { WordJamConfig } from './config';
import { coins } from './deal';
import { help } from './help';
import { saidAloud } from './spoken';
import type { Phase, Said, Side, TurnSummary, WordJamState } from './state';
import { needsVote, type StyleCard, styleTitles } from './style';

/**
 * The view JSON:
 * - `game`: always "word-jam"; `phase`: play | vote | bet | thieves | final-bet | final-play | over;
 *   `help`: what to reply now.
 * - `turn`: turn number (beyond `turns` = a tie round); `turnKind`: ordinary | final | tie; `turns`.
 * - `deal[]`: `{letter, coins}` for the five cards, `coins` null on the crossed swords (banned).
 * - `style`: `{card, title, decidedBy: "list" | "dictionary" | "vote"}`.
 * - `cave`: `{red, yellow}` now at stake (final turn: Ali Baba side / Thieves side).
 * - `seats[]`: `{seat, name, score, playing, hasBet, side (shown only once bets are revealed or
 *   for yourself), hasWord}`.
 * - `aliBaba`: `{seat, word, value}` once someone said Open Sesame.
 * - `vote`: the word being voted on, who may vote and how many have (`{word, seat, value, voters,
 *   yes, no}` counts only), or null. `youMayVote`.
 * - `yourWord`: your sealed word this turn; `words[]`: everyone's, only once revealed.
 * - `used[]`: words already said aloud (cannot be said again). `history[]`: past turns with bets,
 *   words, Head Thief, best words of the final and points. `winners` once over.
 */
export interface WordJamView {
  game: 'word-jam';
  phase: Phase;
  help: string;
  turn: number;
  turnKind: 'ordinary' | 'final' | 'tie';
  turns: number;
  deal: { letter: string; coins: number | null }[];
  style: { card: StyleCard; title: string; decidedBy: 'list' | 'dictionary' | 'vote' };
  cave: { red: number; yellow: number };
  seats: {
    seat: number;
    name: string;
    score: number;
    playing: boolean;
    hasBet: boolean;
    side: Side | null;
    hasWord: boolean;
  }[];
  you: number | null;
  aliBaba: Said | null;
  vote: {
    word: string;
    seat: number;
    value: number;
    voters: number[];
    yes: number;
    no: number;
  } | null;
  youMayVote: boolean;
  yourWord: Said | null;
  words: Said[] | null;
  used: string[];
  history: TurnSummary[];
  winners: number[];
}

function decidedBy(card: StyleCard): 'list' | 'dictionary' | 'vote' {
  if (needsVote(card)) return 'vote';
  return card === 'free' || card === 'eight-letters' ? 'dictionary' : 'list';
}

export function view(config: WordJamConfig, state: WordJamState, seat: number | null): WordJamView {
  const turn = state.turn;
  const final = turn.kind !== 'ordinary';
  // Ordinary bets are revealed once the Thieves' window opens; final bets and words at the end.
  const betsOpen =
    state.phase === 'thieves' || (state.phase === 'vote' && turn.vote?.purpose === 'thief');
  const wordsOpen = state.phase === 'vote' && turn.vote?.purpose !== 'ali-baba';
  const [red, yellow] = final ? config.finalPoints : config.cave[turn.number - 1]!;
  const vote = turn.vote;
  return {
    game: 'word-jam',
    phase: state.phase,
    help: help(config, state.phase),
    turn: turn.number,
    turnKind: turn.kind,
    turns: config.turns,
    deal: turn.deal.map((letter, i) => ({ letter, coins: coins[i] ?? null })),
    style: { card: turn.style, title: styleTitles[turn.style], decidedBy: decidedBy(turn.style) },
    cave: { red, yellow },
    seats: state.seats.map((name, s) => ({
      seat: s,
      name,
      score: state.scores[s]!,
      playing: turn.players.includes(s),
      hasBet: turn.bets[s] !== null,
      side: betsOpen || wordsOpen || s === seat ? turn.bets[s]! : null,
      // In the bet phase a word would give away a sealed Thieves bet.
      hasWord: turn.words[s] !== null && (state.phase !== 'bet' || s === seat),
    })),
    you: seat,
    aliBaba: turn.aliBaba,
    vote: vote && {
      word: vote.word.word,
      seat: vote.word.seat,
      value: vote.word.value,
      voters: vote.voters,
      yes: vote.yes.length,
      no: vote.no.length,
    },
    youMayVote: vote !== null && seat !== null && vote.voters.includes(seat),
    yourWord: seat === null ? null : turn.words[seat]!,
    // Only the words said aloud so far: a Thief after the one voted on has not spoken yet.
    words: wordsOpen ? saidAloud(turn, state.seats.length) : null,
    used: state.used,
    history: state.history,
    winners: state.winners,
  };
}
