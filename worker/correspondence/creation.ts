// The clock a new game gets: `timeControl` from the request and the clock's own options
// (`timeoutAction`, `reminderHours`, `rated`), which are taken out before the game sees its options.
import { DEFAULT_REMINDER_HOURS, parseTimeControl } from '../../engine/correspondence/index';
import type { GameKind } from '../../engine/kind';
import { fail, ok, type Result } from '../../engine/result';
import type { GameTimeControl } from '../game-room/record';

/** Parlor games close their phases at a deadline even when no time control was chosen. */
export const DEFAULT_PHASE_CONTROL = { type: 'per-move', days: 3, weekendsOff: false } as const;

export interface ClockChoice {
  timeControl: GameTimeControl | null;
  gameOptions: Record<string, unknown>;
  rated: boolean;
}

export function gameTimeControl(
  kind: GameKind,
  input: unknown,
  options: Record<string, unknown>,
): Result<ClockChoice> {
  const { timeoutAction, reminderHours, rated, ...gameOptions } = options;
  if (timeoutAction !== undefined && timeoutAction !== 'pass' && timeoutAction !== 'loss') {
    return fail(
      'bad-timeout-action',
      '`options.timeoutAction` must be "pass" (the late player passes) or "loss" (they lose the game).',
    );
  }
  if (
    reminderHours !== undefined &&
    !(Array.isArray(reminderHours) && reminderHours.every((h) => typeof h === 'number' && h > 0))
  ) {
    return fail(
      'bad-reminder-hours',
      '`options.reminderHours` must be a list of hours before the deadline, e.g. [24, 4, 1].',
    );
  }
  if (rated !== undefined && typeof rated !== 'boolean') {
    return fail('bad-rated', '`options.rated` must be true or false.');
  }
  let control = null;
  if (input !== undefined && input !== null) {
    const parsed = parseTimeControl(input);
    if (!parsed.ok) return parsed;
    control = parsed.value;
  } else if (kind.expire) {
    control = { ...DEFAULT_PHASE_CONTROL };
  }
  const timeControl: GameTimeControl | null = control
    ? {
        control,
        timeoutAction: (timeoutAction as 'pass' | 'loss' | undefined) ?? 'pass',
        reminderHours: (reminderHours as number[] | undefined) ?? [...DEFAULT_REMINDER_HOURS],
      }
    : null;
  return ok({ timeControl, gameOptions, rated: rated ?? true });
}
