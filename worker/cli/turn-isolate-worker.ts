// The Worker that turn-isolate.ts runs in a local workerd: the turn bench's games (turn-games.ts)
// in a Durable Object, as a game room plays its turns in one, so the games live on between
// requests. The bench times each request from outside, on the thread that runs it; one request
// is one step:
//   POST /open   {players, ruleset, lexicon, seed}: the games;
//   POST /next   the last turn's emails into the outbox, and the next turn's reply made (the
//                player's choice, outside the clock);
//   POST /play   the turn itself, what bench:turn's `thread` times in Node;
//   GET  /played what it sent (JSON: mails, html, over);
//   GET  /idle   nothing: the runtime's own share of a request to the object.
// GET /ping answers once the code is loaded. A fault answers 500 with its message.
import { TurnGames, type TurnGamesOptions } from './turn-games';

interface Env {
  TABLE: DurableObjectNamespace;
}

export class TurnTable {
  private games: TurnGames | null = null;
  private playedOne = false;

  async fetch(request: Request): Promise<Response> {
    const step = new URL(request.url).pathname;
    try {
      if (step === '/idle') return new Response('ok');
      if (step === '/open') {
        this.games = TurnGames.open((await request.json()) as TurnGamesOptions);
        this.playedOne = false;
        return new Response('ok');
      }
      const games = this.games;
      if (!games) return new Response('POST /open first', { status: 409 });
      if (step === '/next') {
        if (this.playedOne) games.commit(games.outboxRows());
        games.prepare();
        this.playedOne = false;
        return new Response('ok');
      }
      if (step === '/play') {
        await games.play();
        this.playedOne = true;
        return new Response('ok');
      }
      if (step === '/played') {
        const { mails, html, over } = games.played();
        return Response.json({ mails, html, over });
      }
      return new Response('not found', { status: 404 });
    } catch (e) {
      // Said to the CLI, which has no other view of the Worker.
      return new Response((e as Error).message, { status: 500 });
    }
  }
}

export default {
  fetch(request: Request, env: Env): Promise<Response> | Response {
    if (new URL(request.url).pathname === '/ping') return new Response('ok');
    return env.TABLE.get(env.TABLE.idFromName('bench')).fetch(request);
  },
};
