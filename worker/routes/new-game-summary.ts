// What the confirmation page says about a game the web form proposed: who sits where (the robot
// named as such), the clock, rated or casual, hints, so the proposer starts what they meant.
import { getGameKind } from '../../engine/registry';
import type { ProposalSummary } from '../pages/confirm-game-page';
import { wantsRobot } from '../robot/seat';
import type { Proposal } from '../rpc/game-room';

/** The shape gameRequest (new-game-form.ts) gives a proposal's input. */
interface ProposedInput {
  ruleset: string;
  players: { name: string; email: string; level?: string }[];
  timeControl?: string;
  options?: { rated?: boolean; hints?: boolean; timeoutAction?: string };
}

export function summarise(proposal: Proposal): ProposalSummary {
  const input = proposal.input as ProposedInput;
  const robot = (p: ProposedInput['players'][number]) => wantsRobot(p.email);
  const options = input.options ?? {};
  const clock = input.timeControl
    ? `Time control ${input.timeControl}; a player who misses a deadline ${options.timeoutAction === 'loss' ? 'loses the game' : 'passes'}.`
    : 'No deadlines.';
  const casual = options.rated === false || input.players.some(robot);
  return {
    title: getGameKind(input.ruleset)?.title ?? input.ruleset,
    seats: input.players.map((p) => (robot(p) ? `${p.name} (the robot, ${p.level})` : p.name)),
    invited: input.players.filter((p, i) => i > 0 && !robot(p)).length,
    addressed: input.players.map((p) =>
      robot(p) ? `${p.name} (the robot, ${p.level})` : `${p.name} (${p.email})`,
    ),
    settings: [
      clock,
      casual ? 'Casual: ratings do not change.' : 'Rated: the result moves the players’ ratings.',
      ...(options.hints ? ['HINT allowed.'] : []),
    ],
  };
}
