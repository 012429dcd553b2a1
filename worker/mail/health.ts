// How an outbox tells MailHealth about a provider fault and its end. A report that cannot be
// made is logged and dropped: the held mail itself is safe in the outbox either way.
import type { Env } from '../env';
import { mailHealth, type OutboxOwner, type ProviderFault } from './mail-health';

export async function reportFault(
  env: Env,
  owner: OutboxOwner,
  fault: ProviderFault,
  now: number,
): Promise<void> {
  console.error(
    `outbox ${owner.kind} ${owner.name}: holding ${fault.held} message(s): ${fault.error}`,
  );
  try {
    await mailHealth(env).fault(owner, fault, now);
  } catch (err) {
    console.error(`mail health: fault not recorded: ${err}`);
  }
}

export async function reportRecovery(env: Env, owner: OutboxOwner, now: number): Promise<void> {
  try {
    await mailHealth(env).recovered(owner, now);
  } catch (err) {
    console.error(`mail health: recovery not recorded: ${err}`);
  }
}
