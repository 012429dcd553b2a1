// Under TEST_NOW, Date (only Date: timers stay real) starts at that instant and runs on from
// there, in the tests and in the Worker and Durable Objects they drive (one isolate).
import { inject, vi } from 'vitest';

const now = inject('testNow');
if (now) vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });
