// The Worker that memory-workerd.ts runs in a local workerd: the move generator over the lexicon
// and positions that its config gives it as Data modules, as the service ships its lexicons (a
// Data module is bytes the runtime holds: wrapping them copies nothing). GET /ping answers once
// the code is loaded; GET /run?rules=R runs every mode on every position and answers
// `{"positions": N, "found": N}`.
import { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import batch from './batch.bin';
import bytes from './lexicon.bin';
import { probeGenerator, runEveryMode } from './probe-positions';

export default {
  fetch(request: Request): Response {
    const url = new URL(request.url);
    if (url.pathname === '/ping') return new Response('ok');
    if (url.pathname !== '/run') return new Response('not found', { status: 404 });
    try {
      const lexicon = CompiledLexicon.fromBytes('probe', new Uint8Array(bytes));
      const { gen, size } = probeGenerator(lexicon, url.searchParams.get('rules') ?? 'scrabble');
      return Response.json(runEveryMode(gen, size, new Uint8Array(batch)));
    } catch (e) {
      // A bad ruleset or batch line: said to the CLI, which has no other view of the Worker.
      return new Response((e as Error).message, { status: 500 });
    }
  },
};
