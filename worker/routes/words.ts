// GET /api/words/:lexicon/:word: is the word in the lexicon? Read-only JSON for the calculator.
import { Hono } from 'hono';
import { getLexicon, lexiconIds } from '../../dictionaries/registry';
import type { Env } from '../env';
import { HttpError } from '../http-error';

export const words = new Hono<{ Bindings: Env }>().get('/:lexicon/:word', function checkWord(c) {
  const id = c.req.param('lexicon');
  const lexicon = getLexicon(id);
  if (!lexicon)
    throw new HttpError(
      404,
      'unknown-lexicon',
      `There is no lexicon "${id}". Choose one of: ${lexiconIds().join(', ')}.`,
    );
  // NFC: a pasted É may arrive as E + U+0301; the lexicon holds composed letters.
  const word = c.req.param('word').normalize('NFC').trim().toUpperCase();
  if (word.length === 0 || word.length > 30)
    throw new HttpError(400, 'invalid-word', 'Type a word of 1 to 30 letters.');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ lexicon: id, word, valid: lexicon.has(word) });
});
