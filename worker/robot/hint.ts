// HINT: in a casual game with hints on, the player to move gets one strong play for their rack by
// email (the robot's 'strong' choice, so not always the very best); refused anywhere else.
import { createElement } from 'react';
import { getLexicon } from '../../dictionaries/registry';
import { HintEmail, hintEmailText } from '../../emails/hint-email';
import { contextOf } from '../../engine/crossword/context';
import type { CrosswordConfig, CrosswordState } from '../../engine/crossword/rules';
import { answerSeat } from '../game-room/answer';
import { gameTitle } from '../game-room/compose';
import { wordCommand } from '../game-room/feature';
import { hintPermission } from '../game-room/hint-policy';
import { choosePlay, playNotation } from './command';

export const hintCommand = wordCommand('HINT', async (room, seat, line, ctx) => {
  const record = room.record()!;
  const kind = room.kindOf(record);
  const refuse = (code: string, message: string) =>
    room.refuse(seat, line, { code, message }, `hint:${ctx.requestId}`, ctx.now);
  if (kind.family !== 'crossword') return refuse('no-hints', `${kind.title} has no hints.`);
  const allowed = hintPermission(record);
  if (!allowed.ok) return refuse(allowed.error.code, allowed.error.message);
  const state = room.state() as CrosswordState;
  if (state.result !== null) return refuse('game-over', 'The game is over: reply ANALYZE instead.');
  if (state.toMove !== seat || state.phase !== 'play')
    return refuse('not-your-turn', 'A hint is for your own turn: ask again when it is your move.');
  const config = record.config as CrosswordConfig;
  const lexicon = getLexicon(record.lexicon);
  if (!lexicon) throw new Error(`lexicon ${record.lexicon} is not installed`);
  const g = contextOf(config);
  const play = choosePlay(
    config,
    state,
    seat,
    'strong',
    lexicon,
    `${record.seed}:hint:${room.turn()}`,
  );
  const props = {
    gameTitle: gameTitle(record, kind),
    playerName: record.seats[seat]!.name,
    play: play ? playNotation(play, state.board, g.ruleset.blanks) : null,
    score: play ? play.score : null,
    otherwise: g.ruleset.unlimited
      ? 'Nobody can add a word: reply END to finish the game, or PASS.'
      : 'Reply EXCHANGE with the tiles to swap, or PASS.',
  };
  const email = createElement(HintEmail, props);
  await answerSeat(room, seat, `hint:${ctx.requestId}`, email, hintEmailText(props), ctx.now);
});
