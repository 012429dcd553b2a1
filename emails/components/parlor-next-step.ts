// The last line of a parlor game's refusal: a corrected command only when the phase waits for the
// player; otherwise that nothing is needed from them now (an out-of-turn reply needs no fixing).

export function refusalNextStep(mustAct: boolean, over: boolean): string {
  if (over) return 'The game is over: there is nothing more to play. HELP lists every command.';
  if (mustAct) return 'Reply with a corrected command, or HELP for every command.';
  return 'Nothing is needed from you now: you will get an email when the next phase begins. HELP lists every command.';
}
