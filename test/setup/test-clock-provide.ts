// TEST_NOW=2026-12-31T10:00Z npm test runs the suite as if that were the time: the date-dependent
// rules (vacation allowances, deadlines, digests) are checked on any day, not only on today.
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testNow: number;
  }
}

export default function provideTestClock(project: TestProject) {
  const now = process.env.TEST_NOW ? Date.parse(process.env.TEST_NOW) : 0;
  if (Number.isNaN(now)) throw new Error(`TEST_NOW=${process.env.TEST_NOW} is not a date.`);
  project.provide('testNow', now);
}
