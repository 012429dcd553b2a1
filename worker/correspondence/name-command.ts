// NAME <your name>: the one way a player's display name changes after their first game, by the
// player themself from their own game mail; it shows in their new games and on the leaderboard.
import type { Family } from '../../engine/kind';
import type { Rating } from '../../engine/ratings/rating';
import type { ServiceCommand } from '../game-room/feature';
import { cleanDisplayName, DISPLAY_NAME_MAX } from '../names/display-name';
import { playerStub } from '../rpc/player';
import { LEADERBOARD_NAME } from './player-records';
import { answer, refuse } from './service-commands';

export const nameCommand: ServiceCommand = {
  name: 'NAME',
  // Upper case and followed by a name, so prose ("Name your price") and a bare word played in a
  // parlor game are not taken for it.
  matches: (line) => /^\s*NAME:?\s+\S/.test(line),
  async run(room, seat, line, ctx) {
    const name = cleanDisplayName(line.trim().replace(/^NAME\s*:?\s*/i, ''));
    if (!name)
      return refuse(
        room,
        seat,
        line,
        {
          code: 'bad-name',
          message: `Write NAME and the name you want to be shown, e.g. NAME Ann Smith (at most ${DISPLAY_NAME_MAX} characters).`,
        },
        ctx,
      );
    const email = room.record()!.seats[seat]!.email;
    const player = playerStub(room.env, email);
    await player.rename(email, name);
    // The leaderboard shows the new name at once, with the ratings already held.
    const board = playerStub(room.env, LEADERBOARD_NAME);
    const ratings = Object.entries(await player.ratings()) as [Family, Rating][];
    await Promise.all(
      ratings.map(([family, rating]) => board.postToLeaderboard(family, email, name, rating)),
    );
    await answer(
      room,
      seat,
      [
        `Your name is now ${name}. It shows on the leaderboard and in your new games; games already under way keep the name they started with.`,
      ],
      ctx,
    );
  },
};
