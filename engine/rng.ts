// A seeded pseudo-random generator whose whole state is one JSON number, so games replay exactly.

/** FNV-1a over the seed text: turns any seed string into a 32-bit starting state. */
export function seedState(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** One mulberry32 step: the next state and a float in [0, 1). */
export function nextFloat(state: number): { state: number; value: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { state: next, value: ((t ^ (t >>> 14)) >>> 0) / 4294967296 };
}

/** Fisher–Yates shuffle of a copy of `items`; returns the new RNG state with it. */
export function shuffle<T>(state: number, items: readonly T[]): { state: number; items: T[] } {
  const out = [...items];
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const step = nextFloat(s);
    s = step.state;
    const j = Math.floor(step.value * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return { state: s, items: out };
}
