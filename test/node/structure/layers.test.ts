// The layers of worker/, top to bottom. A file may import files of its own layer and of the layers
// below it, never of a layer above: entries → ways in → services → pages → features → game room →
// infrastructure → bindings, then emails/, engine/ and dictionaries/. Durable Objects call each
// other through contracts (worker/rpc/), so a caller below an object never imports its class.
//
//   entries         worker/index.ts, worker/app.ts, worker/cli/: what wrangler and npm scripts run
//   ways in         worker/routes/, worker/email.ts: HTTP routes and the inbound-mail door
//   services        worker/player.ts, worker/tournament/, worker/new-game/: the Player and
//                   Tournament objects and game creation, which run on top of games
//   pages           worker/pages/: HTML the routes and services render
//   features        worker/correspondence/, robot/, spectators/, digest/: what a game room runs
//   game room       worker/game-room/
//   infrastructure  worker/mail/, links/, limits/, access/, names/, objects/, rpc/,
//                   worker/http-error.ts, worker/word-lists.ts: shared by everything above
//   bindings        worker/env.ts: imports nothing of the project
//
// The game room's own arrows (it imports no feature, route or entry) are the core helper's rules;
// this file checks every other folder of worker/.
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from './import-graph';

const layers: { name: string; members: string[] }[] = [
  { name: 'entries', members: ['worker/index.ts', 'worker/app.ts', 'worker/cli/'] },
  { name: 'ways in', members: ['worker/routes/', 'worker/email.ts'] },
  { name: 'services', members: ['worker/player.ts', 'worker/tournament/', 'worker/new-game/'] },
  { name: 'pages', members: ['worker/pages/'] },
  {
    name: 'features',
    members: ['worker/correspondence/', 'worker/robot/', 'worker/spectators/', 'worker/digest/'],
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
  'worker/game-room/game-room.ts',
];

const belongs = (file: string, member: string) =>
  member.endsWith('/') ? file.startsWith(member) : file === member;

function layerOf(file: string): number {
  return layers.findIndex((layer) => layer.members.some((member) => belongs(file, member)));
}

const graph = importGraph();
const workerFiles = sourceFiles().filter((file) => file.startsWith('worker/'));
const importsOf = (file: string) => graph.get(file) ?? [];

describe('the layers of worker/', () => {
  it('places every file of worker/ in one layer', () => {
    expect(workerFiles.filter((file) => layerOf(file) < 0)).toEqual([]);
  });

  it('has no import from a layer up to a higher one (the game room aside)', () => {
    const upward = workerFiles
      .filter((file) => !file.startsWith('worker/game-room/'))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith('worker/') && layerOf(target) < layerOf(file))
          .filter((target) => !plainData.includes(target))
          .map((target) => `${file} (${layers[layerOf(file)]!.name}) -> ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it('keeps env.ts at the bottom: it imports nothing of the project', () => {
    expect(importsOf('worker/env.ts')).toEqual([]);
  });

  it('lets a contract name only engine types, env.ts, other contracts and plain data', () => {
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

  it.each(objectClasses)('imports the class in %s only from the entry that binds it', (cls) => {
    const importers = workerFiles.filter((file) => importsOf(file).includes(cls));
    expect(importers).toEqual(['worker/index.ts']);
  });
});
