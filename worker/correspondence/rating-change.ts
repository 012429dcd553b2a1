// A finished rated game's rating changes: worked out once, before the game-over emails are
// written (they state them), kept in the room's meta with those emails, and recorded exactly as
// stated by the result report, however often it is retried.
//
// Two games of one player ending at once: each game reads the player's rating when it ends and
// states its change from there. The Player object applies changes one at a time, and each game's
// change counts in full (see PlayerRecords.applyRating): when the rating moved in between, the
// game's change is added to the rating as it then stands, so neither game's result is lost. The
// change an email states is always the change recorded; its "before" and "after" are the rating
// as the game found it, which is what the leaderboard holds unless another game ended meanwhile.
import type { Family } from '../../engine/kind';
import { newRating, rateGame } from '../../engine/ratings/rating';
import { RATING_CHANGES_KEY, type RatingChange } from '../game-room/feature';
import type { RoomPort } from '../game-room/port';
import type { GameRecord } from '../game-room/record';
import { playerStub } from '../rpc/player';
import { finalResult } from './final-result';
import { LEADERBOARD_NAME } from './player-records';
import { cancelledByTournament } from './tournament-stop';

/** Rated unless created with rated: false; never against the robot, never one player alone. */
export function isRated(record: GameRecord): boolean {
  const emails = record.seats.map((s) => s.email);
  return (
    record.rated !== false &&
    !record.seats.some((s) => s.robot) &&
    new Set(emails).size === emails.length &&
    emails.length >= 2
  );
}

/** Every seat's change from the players' ratings as they stand now (pure maths: engine/ratings). */
async function rateFinished(
  room: RoomPort,
  record: GameRecord,
  state: unknown,
): Promise<RatingChange[]> {
  const kind = room.kindOf(record);
  const family: Family = kind.family;
  const { placings } = finalResult(
    kind.view(record.config, state, null),
    record.seats.length,
    null,
  );
  const emails = record.seats.map((s) => s.email);
  const found = await Promise.all(emails.map((e) => playerStub(room.env, e).rating(family)));
  const before = Object.fromEntries(emails.flatMap((e, i) => (found[i] ? [[e, found[i]!]] : [])));
  const after = rateGame(before, {
    placings: Object.fromEntries(emails.map((e, i) => [e, placings[i]!])),
  });
  return emails.map((e, seat) => ({
    seat,
    family,
    before: found[seat] ?? newRating(),
    after: after[e]!,
  }));
}

/**
 * The pipeline's preview (hooks.gameOverRatings): the changes when `state` ends a rated game.
 * Players that cannot be asked now leave the emails without ratings (null) rather than hold up
 * the move; the report then rates the game and records it as usual.
 */
export async function previewRatingChanges(
  room: RoomPort,
  state: unknown,
): Promise<RatingChange[] | null> {
  // Runs before every turn's emails: the cheap tests first, the Players only at the end.
  const record = room.record();
  if (!record || !isRated(record)) return null;
  if (!room.kindOf(record).pending(record.config, state).over || cancelledByTournament(room))
    return null;
  try {
    return await rateFinished(room, record, state);
  } catch (err) {
    console.error(`game ${record.id}: ratings not known for the game-over emails`, err);
    return null;
  }
}

/**
 * The changes to record: those the game-over emails stated, or (when there were none to state)
 * worked out now and stored first, so a retried report records the same values.
 */
export async function storedRatingChanges(
  room: RoomPort,
  record: GameRecord,
): Promise<RatingChange[] | null> {
  if (!isRated(record)) return null;
  const stored = room.readMeta<RatingChange[]>(RATING_CHANGES_KEY);
  if (stored) return stored;
  const changes = await rateFinished(room, record, room.state());
  room.writeMeta(RATING_CHANGES_KEY, changes);
  return changes;
}

/** Each Player counts the change once per game id; the leaderboard shows what they now hold. */
export async function recordRatingChanges(
  room: RoomPort,
  record: GameRecord,
  changes: RatingChange[],
  now: number,
): Promise<void> {
  const board = playerStub(room.env, LEADERBOARD_NAME);
  await Promise.all(
    changes.map(async (c) => {
      const seat = record.seats[c.seat]!;
      const player = playerStub(room.env, seat.email);
      const held = await player.applyRating(record.id, c.family, c, now);
      // The player's own name (NAME), not the one this game was created with.
      const name = (await player.displayName()) ?? seat.name;
      await board.postToLeaderboard(c.family, seat.email, name, held);
    }),
  );
}
