// The layers of the project, top to bottom. A file may import files of its own layer and of the
// layers below it, never of a layer above:
//
//   entries → ways in → services → pages → features → game room → infrastructure → bindings
//           → emails/ → engine/ → dictionaries/
//
//   entries         worker/index.ts, worker/app.ts, worker/cli/, and the GameRoom object with its
//                   composition root (worker/game-room-object.ts, worker/game-room-features.ts):
//                   what wrangler and npm scripts run, and where a game room is put together
//   ways in         worker/routes/, worker/email.ts: HTTP routes and the inbound-mail door
//   services        worker/player.ts, worker/tournament/, worker/new-game/: the Player and
//                   Tournament objects and game creation, which run on top of games
//   pages           worker/pages/: HTML the routes and services render
//   features        worker/correspondence/, robot/, spectators/, digest/, undo/: what a game room
//                   runs, each a RoomFeature value the composition root lists; they see the room
//                   only through RoomPort (worker/game-room/port.ts)
//   game room       worker/game-room/: runs whatever features it is given and names none
//   infrastructure  worker/mail/, links/, limits/, access/, names/, objects/, rpc/,
//                   worker/http-error.ts, worker/word-lists.ts: shared by everything above
//   bindings        worker/env.ts: imports nothing of the project
//
// Durable Objects call each other through contracts (worker/rpc/), so a caller never imports an
// object's class: only the entry that binds it does.
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from './import-graph';

const layers: { name: string; members: string[] }[] = [
  {
    name: 'entries',
    members: [
      'worker/index.ts',
      'worker/app.ts',
      'worker/cli/',
      'worker/game-room-object.ts',
      'worker/game-room-features.ts',
    ],
  },
  { name: 'ways in', members: ['worker/routes/', 'worker/email.ts'] },
  { name: 'services', members: ['worker/player.ts', 'worker/tournament/', 'worker/new-game/'] },
  { name: 'pages', members: ['worker/pages/'] },
  {
    name: 'features',
    members: [
      'worker/correspondence/',
      'worker/robot/',
      'worker/spectators/',
      'worker/digest/',
      'worker/undo/',
    ],
  },
  { name: 'game room', members: ['worker/game-room/'] },
  {
    name: 'infrastructure',
    members: [
      'worker/mail/',
      'worker/links/',
      'worker/limits/',
      'worker/access/',
      'worker/names/',
      'worker/objects/',
      'worker/rpc/',
      'worker/http-error.ts',
      'worker/word-lists.ts',
    ],
  },
  { name: 'bindings', members: ['worker/env.ts'] },
  { name: 'emails', members: ['emails/'] },
  { name: 'engine', members: ['engine/'] },
  { name: 'dictionaries', members: ['dictionaries/'] },
];

/**
 * Plain data any layer may name wherever it is defined (the stored game record, an outgoing
 * message): each imports nothing of worker/ (checked below), so naming it adds no arrow up.
 */
const plainData = ['worker/game-room/record.ts', 'worker/mail/message.ts'];

/** The Durable Object classes callers must not import: they hold the contracts instead. */
const objectClasses = [
  'worker/player.ts',
  'worker/tournament/tournament.ts',
  'worker/game-room-object.ts',
];

/** The room's insides, which features reach only through RoomPort. */
const roomInsides = [
  'worker/game-room/room.ts',
  'worker/game-room/room-store.ts',
  'worker/game-room/pipeline.ts',
  'worker/game-room/tasks.ts',
  'worker/game-room/schema.ts',
  'worker/mail/outbox.ts',
];

const belongs = (file: string, member: string) =>
  member.endsWith('/') ? file.startsWith(member) : file === member;

function layerOf(file: string): number {
  return layers.findIndex((layer) => layer.members.some((member) => belongs(file, member)));
}

const graph = importGraph();
const files = sourceFiles();
const workerFiles = files.filter((file) => file.startsWith('worker/'));
const importsOf = (file: string) => graph.get(file) ?? [];

describe('the layers', () => {
  it('place every source file in one layer', () => {
    expect(files.filter((file) => layerOf(file) < 0)).toEqual([]);
    expect(layers[layerOf('worker/game-room-features.ts')]!.name).toBe('entries');
    expect(layers[layerOf('worker/game-room/room.ts')]!.name).toBe('game room');
    expect(layers[layerOf('worker/robot/turn.ts')]!.name).toBe('features');
  });

  it('have no import from a layer up to a higher one', () => {
    const upward = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => layerOf(target) < layerOf(file))
        .filter((target) => !plainData.includes(target))
        .map((target) => `${file} (${layers[layerOf(file)]!.name}) -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('keep env.ts at the bottom of worker/: it imports nothing of the project', () => {
    expect(importsOf('worker/env.ts')).toEqual([]);
  });

  it('let a feature reach the room through RoomPort, never its class, tables or pipeline', () => {
    const features = layers.findIndex((layer) => layer.name === 'features');
    const wrong = workerFiles
      .filter((file) => layerOf(file) === features)
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => roomInsides.includes(target))
          .map((target) => `${file} -> ${target}`),
      );
    expect(wrong).toEqual([]);
  });

  it('let a contract name only engine types, env.ts, other contracts and plain data', () => {
    const allowed = (target: string) =>
      target.startsWith('engine/') ||
      target === 'worker/env.ts' ||
      target.startsWith('worker/rpc/') ||
      plainData.includes(target);
    const strays = workerFiles
      .filter((file) => file.startsWith('worker/rpc/'))
      .flatMap((file) =>
        importsOf(file)
          .filter((t) => !allowed(t))
          .map((t) => `${file} -> ${t}`),
      );
    expect(strays).toEqual([]);
    const dataImports = plainData.flatMap((file) =>
      importsOf(file)
        .filter((t) => t.startsWith('worker/'))
        .map((t) => `${file} -> ${t}`),
    );
    expect(dataImports).toEqual([]);
  });

  it.each(objectClasses)('import the class in %s only from the entry that binds it', (cls) => {
    const importers = workerFiles.filter((file) => importsOf(file).includes(cls));
    expect(importers).toEqual(['worker/index.ts']);
  });
});
