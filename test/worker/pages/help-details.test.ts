// The help pages' facts at a glance and tile values: the numbers a game with no options plays with.
import { describe, expect, it } from 'vitest';
import { rulesetIds } from '../../../engine/registry';
import { page } from './helpers';

/** The page's text with tags dropped and white space folded, to read as a person would. */
async function text(path: string): Promise<string> {
  const { html } = await page(path);
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('help pages at a glance', () => {
  it.each(rulesetIds())('%s has its facts and how a turn works', async (id) => {
    const { html } = await page(`/help/${id}`);
    expect(html).toContain('<h2>At a glance</h2>');
    expect(html).toContain('<dt>Players</dt>');
    expect(html).toContain('<h2>How a turn works</h2>');
  });

  it.each([
    [
      'scrabble',
      ['Rack 7 tiles', 'All 7 tiles played +50', 'multiply: two DW', 'English, 100 in the bag'],
    ],
    [
      'jamble-jx',
      ['All 7 tiles played +10', 'only the highest it covers counts', 'Jamble, 100 in the bag'],
    ],
    ['wwf', ['All 7 tiles played +35', 'Words With Friends, 104 in the bag', 'Word list']],
    ['scribble', ['Letters no racks and no bag']],
    [
      'mumble-jumble',
      [
        'Chips to start 2 each',
        'Bet-for-the-Win with 15 chips, staking 5',
        'Word length 5 letters',
      ],
    ],
    [
      'word-jam',
      [
        'Turns 8, the last a special final turn',
        'turn 1: 2/1',
        'Coins 1, 2, 3, 3',
        'A voted word needs 3 yes votes',
      ],
    ],
  ])('%s states its numbers', async (id, facts) => {
    const shown = await text(`/help/${id}`);
    for (const fact of facts) expect(shown).toContain(fact);
  });

  it('lists Word Jam’s Style cards with what each asks for', async () => {
    const { html } = await page('/help/word-jam');
    expect(html).toContain('<h2>Style cards</h2>');
    expect(html).toContain('<li>Food: stuff to eat and drink</li>');
    expect(html).toContain('13, one a turn: Free, Sports and Games,');
  });

  it('lists the board and tile sets a game offers by option', async () => {
    const shown = await text('/help/scrabble');
    expect(shown).toContain('Board Standard 15×15 (by option: Super 21×21)');
    expect(shown).toMatch(/Tiles English, 100 in the bag \(by option: Dutch, Spanish/);
    expect(shown).toContain('double challenge by option');
  });
});

describe('tile values on the help pages', () => {
  it.each([
    ['scrabble', ['0 blank ×2 (any letter)', '10 Q×1 Z×1', '8 J×1 X×1']],
    ['jamble-jx', ['12 Q×1 Z×1', '7 J×1 V×1 X×1']],
    ['jamble-jw', ['0 blank ×6 (any letter)']],
    ['wwf', ['10 J×1 Q×1 Z×1', '5 K×1 V×2']],
  ])('%s lists each letter’s value and count', async (id, rows) => {
    const shown = await text(`/help/${id}`);
    expect(shown).toContain('Tile values');
    for (const row of rows) expect(shown).toContain(row);
  });

  it('gives Scribble’s values without counts, since it has no bag', async () => {
    const shown = await text('/help/scribble');
    expect(shown).toContain('10 Q Z');
    expect(shown).not.toContain('blank ×');
    expect(shown).not.toContain('Rack');
  });

  it.each(['mumble-jumble', 'word-jam'])('%s has no tile table', async (id) => {
    expect(await text(`/help/${id}`)).not.toContain('Tile values');
  });
});
