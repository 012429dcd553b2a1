// VACATION and BACK as the Player Durable Object carries them out: book against the allowance
// (days in any 365 running), then stop (or restart) the player's clock in every game they are playing. The game
// the command came from applies it itself (it is busy running the command, so no call back).

import {
  bookVacation,
  endVacation,
  vacationAllowanceLeft,
} from '../../engine/correspondence/index';
import { ok, type Result } from '../../engine/result';
import type { Env } from '../env';
import { gameRoomStub } from '../rpc/game-room';
import type { VacationBooked } from '../rpc/player';
import type { PlayerRecords } from './player-records';

export async function takeVacation(
  env: Env,
  records: PlayerRecords,
  email: string,
  activeGames: readonly string[],
  request: { from: string; to: string },
  now: number,
  allowanceDays: number,
  exceptGameId: string | null,
): Promise<Result<VacationBooked>> {
  const booked = bookVacation(records.vacations(), request, now, allowanceDays);
  if (!booked.ok) return booked;
  records.saveVacations(booked.value.history);
  const { vacation } = booked.value;
  const others = activeGames.filter((g) => g !== exceptGameId);
  await Promise.all(
    others.map((g) => gameRoomStub(env, g).applyVacation(email, vacation.from, vacation.to, now)),
  );
  return ok({
    vacation,
    daysLeft: vacationAllowanceLeft(booked.value.history, vacation.from, allowanceDays),
    games: others.length,
  });
}

export async function comeBack(
  env: Env,
  records: PlayerRecords,
  email: string,
  activeGames: readonly string[],
  now: number,
  exceptGameId: string | null,
): Promise<Result<{ games: number }>> {
  const ended = endVacation(records.vacations(), now);
  if (!ended.ok) return ended;
  records.saveVacations(ended.value);
  const others = activeGames.filter((g) => g !== exceptGameId);
  await Promise.all(others.map((g) => gameRoomStub(env, g).resumeVacation(email, now)));
  return ok({ games: others.length });
}
