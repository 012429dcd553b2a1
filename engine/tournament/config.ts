// Tournament options from the API, checked and filled with defaults.
import { fail, ok, type Result } from '../result';
import type { TournamentConfig, WithdrawalRule } from './types';

export const DEFAULT_TOURNAMENT_VACATION_DAYS = 30;

export function parseTournamentConfig(input: unknown): Result<TournamentConfig> {
  if (typeof input !== 'object' || input === null) {
    return bad('Tournament options must be an object with a `format`.');
  }
  const o = input as Record<string, unknown>;
  const withdrawal = o.withdrawal ?? 'forfeit';
  if (withdrawal !== 'forfeit' && withdrawal !== 'cancel') {
    return bad('`withdrawal` must be "forfeit" or "cancel".');
  }
  const vacationDays = o.vacationDays ?? DEFAULT_TOURNAMENT_VACATION_DAYS;
  if (!isWhole(vacationDays, 0, 366))
    return bad('`vacationDays` must be a whole number from 0 to 366.');
  const common = { withdrawal: withdrawal as WithdrawalRule, vacationDays };
  switch (o.format) {
    case 'round-robin': {
      const cycles = o.cycles ?? (o.double === true ? 2 : 1);
      const schedule = o.schedule ?? 'all-at-once';
      if (cycles !== 1 && cycles !== 2)
        return bad('`cycles` must be 1 (single) or 2 (double round robin).');
      if (schedule !== 'all-at-once' && schedule !== 'rounds') {
        return bad('`schedule` must be "all-at-once" or "rounds".');
      }
      return ok({ ...common, format: 'round-robin', cycles, schedule });
    }
    case 'swiss': {
      if (!isWhole(o.rounds, 1, 99))
        return bad('A Swiss needs `rounds`: a whole number from 1 to 99.');
      return ok({ ...common, format: 'swiss', rounds: o.rounds });
    }
    case 'knockout': {
      const bestOf = o.bestOf ?? 1;
      if (!isWhole(bestOf, 1, 99) || bestOf % 2 === 0) {
        return bad('`bestOf` must be an odd number of games per match, such as 1, 3 or 5.');
      }
      return ok({ ...common, format: 'knockout', bestOf });
    }
    default:
      return bad('`format` must be "round-robin", "swiss" or "knockout".');
  }
}

function isWhole(x: unknown, min: number, max: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
}

function bad(message: string): Result<never> {
  return fail('bad-tournament-config', message);
}
