// A new crossword game with Ann to play, and a way to reply to her first turn email as a client
// would (In-Reply-To set), from her address or any other.
import { ANN, newGame } from '../../support/games';
import { outboxFor, reply } from '../../support/mail';

export async function annToPlay() {
  const { id } = await newGame();
  const annMail = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
  const send = (body: string, from = ANN.email) =>
    reply({ from, to: annMail.replyTo, body, inReplyTo: annMail.headers['Message-ID'] });
  /** Every email sent after the two first-turn emails. */
  const newMail = async () => (await outboxFor(id)).slice(2);
  return { id, annMail, send, newMail };
}
