// Which games read a reply strictly, only its command lines (see parlor-reading), and by which
// grammar: those where a bare word is a move. Crossword games pick commands from the whole reply.
import type { GameKind } from '../../../engine/kind';
import type { MumbleJumbleConfig } from '../../../engine/mumble-jumble/config';
import { mumbleJumbleGrammar } from './mumble-jumble-reading';
import type { ReplyGrammar } from './parlor-reading';
import { WORD_JAM_GRAMMAR } from './word-jam-reading';

export function strictGrammar(
  kind: GameKind,
  config: unknown,
  state: unknown,
): ReplyGrammar | null {
  switch (kind.family) {
    case 'word-jam': {
      // While a word is put to the vote, "Yes!" and "No." are votes.
      const phase = state === null ? 'play' : kind.pending(config, state).phase;
      return phase === 'vote' ? { ...WORD_JAM_GRAMMAR, yesNo: true } : WORD_JAM_GRAMMAR;
    }
    case 'mumble-jumble': {
      // The phase decides what plain words would have been: a choice, or answers.
      const phase = state === null ? 'choose' : kind.pending(config, state).phase;
      return mumbleJumbleGrammar(config as MumbleJumbleConfig, phase);
    }
    default:
      return null;
  }
}
