// The layers of the project and the one way their arrows run:
//
//   entries → routes / mail → features → game room → emails → engine
//
// An entry is what the runtime or a person starts (the Worker's handlers, the Durable Objects
// wrangler binds, the composition root that builds a GameRoom, the CLIs). A feature (clocks,
// ratings, results, the robot, spectators, digest, UNDO) is composed into the room by
// worker/game-room-features.ts and sees the room only through RoomPort (game-room/port.ts); the
// room runs whatever features it is given and names none. Mail sending, addresses and limits are
// shared services the room uses too, so they are not ordered against it here; each rule below
// says which arrows it forbids.
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from './import-graph';

/** Every source folder (or file) by layer, top to bottom; a file belongs to its longest match. */
const LAYERS = {
  entries: [
    'worker/index.ts',
    'worker/app.ts',
    'worker/email.ts',
    'worker/game-room-object.ts',
    'worker/game-room-features.ts',
    'worker/cli/',
  ],
  'routes and mail': [
    'worker/routes/',
    'worker/pages/',
    'worker/mail/',
    'worker/access/',
    'worker/links/',
    'worker/limits/',
    'worker/tournament/',
    'worker/new-game/',
    'worker/names/',
    'worker/player.ts',
    'worker/env.ts',
    'worker/http-error.ts',
    'worker/word-lists.ts',
  ],
  features: [
    'worker/correspondence/',
    'worker/robot/',
    'worker/spectators/',
    'worker/digest/',
    'worker/undo/',
  ],
  'game room': ['worker/game-room/'],
  emails: ['emails/'],
  engine: ['engine/', 'dictionaries/'],
} as const;

type Layer = keyof typeof LAYERS;

function layerOf(file: string): Layer | null {
  let best: { layer: Layer; length: number } | null = null;
  for (const [layer, prefixes] of Object.entries(LAYERS) as [Layer, readonly string[]][])
    for (const prefix of prefixes)
      if ((file === prefix || file.startsWith(prefix)) && prefix.length > (best?.length ?? 0))
        best = { layer, length: prefix.length };
  return best?.layer ?? null;
}

/** The room's insides, which features reach only through RoomPort. */
const ROOM_INSIDES = [
  'worker/game-room/room.ts',
  'worker/game-room/room-store.ts',
  'worker/game-room/pipeline.ts',
  'worker/game-room/tasks.ts',
  'worker/game-room/outbox.ts',
  'worker/game-room/schema.ts',
];

const RULES: { rule: string; from: Layer[]; mayNotImport: (target: string) => boolean }[] = [
  {
    rule: 'the game room imports no feature, route or entry',
    from: ['game room'],
    mayNotImport: (t) =>
      ['features', 'entries'].includes(layerOf(t) ?? '') || t.startsWith('worker/routes/'),
  },
  {
    rule: 'a feature imports no route or entry',
    from: ['features'],
    mayNotImport: (t) => layerOf(t) === 'entries' || t.startsWith('worker/routes/'),
  },
  {
    rule: 'a feature reaches the room through RoomPort, never its class, tables or pipeline',
    from: ['features'],
    mayNotImport: (t) => ROOM_INSIDES.includes(t),
  },
  {
    rule: 'emails and the engine import nothing from worker/',
    from: ['emails', 'engine'],
    mayNotImport: (t) => t.startsWith('worker/'),
  },
  {
    rule: 'the engine imports no email',
    from: ['engine'],
    mayNotImport: (t) => layerOf(t) === 'emails',
  },
];

describe('the layers', () => {
  const graph = importGraph();

  it('place every source file in one layer', () => {
    expect(sourceFiles().filter((f) => layerOf(f) === null)).toEqual([]);
  });

  it('know where the parts of a game room belong', () => {
    expect(layerOf('worker/game-room/room.ts')).toBe('game room');
    expect(layerOf('worker/game-room-features.ts')).toBe('entries');
    expect(layerOf('worker/robot/turn.ts')).toBe('features');
    expect(layerOf('engine/registry.ts')).toBe('engine');
  });

  it.each(RULES)('hold: $rule', ({ from, mayNotImport }) => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      from.includes(layerOf(file) as Layer)
        ? targets.filter(mayNotImport).map((t) => `${file} -> ${t}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });
});
