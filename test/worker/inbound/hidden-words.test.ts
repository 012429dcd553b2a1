// What a seat knows and the others must not, read off the engine's own views, and whether a note
// names it: a Mumble-Jumble secret word, a crossword rack, in any spelling a person would use.
import { describe, expect, it } from 'vitest';
import { mumbleJumble } from '../../../engine/mumble-jumble';
import { hiddenWords, revealsHidden } from '../../../worker/game-room/hidden-words';
import { newTable, send } from '../../engine/mumble-jumble/driver';

describe('a seat’s hidden words', () => {
  it('include a Mumble-Jumble secret word until it is revealed, and only for its chooser', () => {
    const table = send(newTable(['Ann', 'Bob', 'Cleo']), 0, 'WORD CRANE');
    const anns = hiddenWords(mumbleJumble as never, table.config, table.state, 0);
    expect(anns).toContain('CRANE');
    expect(hiddenWords(mumbleJumble as never, table.config, table.state, 1)).not.toContain('CRANE');
    expect(revealsHidden('good luck, my word is crane!', anns)).toBe(true);
    expect(revealsHidden('c r a n e', anns)).toBe(true);
    expect(revealsHidden('nacre', anns)).toBe(true);
    expect(revealsHidden('good luck all', anns)).toBe(false);
  });

  it('find a rack spelled out, as one word or reordered, and not an ordinary word in it', () => {
    const hidden = ['AEINRST'];
    expect(revealsHidden('A E I N R S T', hidden)).toBe(true);
    expect(revealsHidden('[A][E][I][N][R][S][T]', hidden)).toBe(true);
    expect(revealsHidden('retains!', hidden)).toBe(true);
    expect(revealsHidden('stain or rain, hard to say', hidden)).toBe(false);
  });
});
