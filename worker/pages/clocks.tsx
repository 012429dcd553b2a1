/** @jsxImportSource hono/jsx */
// Everyone's clock on the game page: the running turn's time left and deadline, and the time each
// other seat has for its next turn.
import { formatDeadline, formatTimeLeft } from '../../engine/correspondence/format';
import type { SeatClockStatus } from '../rpc/game-room';

export function Clocks({ clocks, seat }: { clocks: SeatClockStatus[]; seat: number }) {
  if (clocks.length === 0) return null;
  return (
    <section aria-labelledby="clocks-heading">
      <h2 id="clocks-heading">Clocks</h2>
      <ul class="clocks">
        {clocks.map((c) => (
          <li>
            <strong>{c.seat === seat ? 'You' : c.name}</strong>:{' '}
            {c.deadline !== null
              ? `${formatTimeLeft(c.timeLeftMs)} left, until ${formatDeadline(c.deadline, 'UTC')}`
              : `${formatTimeLeft(c.timeLeftMs)} for the next move`}
            {c.onVacation ? ' (on vacation: the clock stands still)' : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
