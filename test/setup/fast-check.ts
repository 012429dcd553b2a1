// Property tests draw from one seed per run. CI pins it, so a run that lands is a run anyone can
// repeat; locally each run explores a new seed. Either way a failure prints its seed, and
// FC_SEED=<seed> npm test replays it.
import fc from 'fast-check';
import { inject } from 'vitest';

fc.configureGlobal({ seed: inject('fcSeed') });
