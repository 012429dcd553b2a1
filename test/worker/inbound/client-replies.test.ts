// Replies from every mail client we know, each quoting the real turn email it answers, through
// the Worker's email() handler: exactly the player's command is played, and nothing of the
// history (the rack above all) reaches the other seat.
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame, room } from '../../support/games';
import { clearOutbox, deliver, outboxFor } from '../../support/mail';
import { ATTRIBUTIONS, quoted, replyMessage, SHAPES, type Shape, type Turn } from './client-shapes';

beforeEach(clearOutbox);

async function annsTurn(): Promise<{ id: string; turn: Turn; rack: string }> {
  const { id } = await newGame();
  const mail = (await outboxFor(id)).find((sent) => sent.to === ANN.email);
  if (!mail) throw new Error('no turn email for Ann');
  const rack = mail.text.split('\n').find((line) => line.startsWith('Your rack:'));
  if (!rack) throw new Error('the turn email shows no rack');
  return { id, turn: { mail, from: ANN.email, name: ANN.name }, rack };
}

async function expectOnlyPass(shapeOf: (turn: Turn) => Shape): Promise<void> {
  const { id, turn, rack } = await annsTurn();
  const sentBefore = (await outboxFor(id)).length;
  await deliver(replyMessage(turn, shapeOf(turn)), { from: ANN.email, to: turn.mail.replyTo });
  expect((await room(id).moveLog()).map((move) => move.command)).toEqual(['PASS']);
  const toBob = (await outboxFor(id)).slice(sentBefore).filter((mail) => mail.to === BOB.email);
  expect(toBob.length).toBeGreaterThan(0);
  for (const mail of toBob) {
    expect(mail.text).not.toContain(`${ANN.name} says`);
    expect(mail.text).not.toContain(rack);
    expect(mail.html).not.toContain(`${ANN.name} says`);
  }
}

describe('a PASS above or below the quoted turn email', () => {
  it.each(Object.keys(SHAPES))('from %s is played, and nothing quoted is relayed', (name) =>
    expectOnlyPass((turn) =>
      (SHAPES[name] as (turn: Turn, command: string) => Shape)(turn, 'PASS'),
    ),
  );
});

describe('a PASS above the attribution of each language we serve', () => {
  it.each(Object.entries(ATTRIBUTIONS))('%s', (_language, attribution) =>
    expectOnlyPass(({ mail }) => ({ text: `PASS\n\n${attribution}\n${quoted(mail.text)}` })),
  );
});
