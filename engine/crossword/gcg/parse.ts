// GCG text → GcgGame: pragmas, multi-line notes, events; errors carry the line number.
import type { Result } from '../../result';
import { parseEvent } from './parse-event';
import type { GcgError, GcgEvent, GcgGame } from './types';

const PRAGMA = /^#(\S*)\s?(.*)$/;
const PLAYER = /^player(\d+)$/;

interface OpenNote {
  target: GcgEvent | null;
  lines: string[];
}

/** Files a finished note with its event (or with the game's opening notes); returns no open note. */
function closeNote(game: GcgGame, note: OpenNote | null): null {
  if (!note) return null;
  const body = note.lines.join('\n');
  if (note.target) note.target.note = note.target.note ? `${note.target.note}\n${body}` : body;
  else game.notes.push(body);
  return null;
}

/** Parses a whole GCG file. Accepts CRLF, a UTF-8 BOM and notes that continue over lines. */
export function parseGcg(text: string): Result<GcgGame, GcgError> {
  const game: GcgGame = { players: [], pragmas: [], notes: [], events: [] };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  // A note runs on until the next pragma or event; its lines go to the event before it.
  let note: OpenNote | null = null;
  const failAt = (line: number, code: string, message: string) => ({
    ok: false as const,
    error: { line, code, message },
  });

  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const text = raw.trimEnd();
    if (text.startsWith('#')) {
      note = closeNote(game, note);
      const [, name = '', value = ''] = PRAGMA.exec(text) ?? [];
      const seat = PLAYER.exec(name);
      if (name === 'note') {
        note = { target: game.events.at(-1) ?? null, lines: [value.trim()] };
      } else if (seat) {
        const [nickname = '', ...full] = value.trim().split(/\s+/);
        if (nickname === '') return failAt(line, 'bad-player', `write #${name} NICKNAME Full Name`);
        const index = Number(seat[1]) - 1;
        if (index < 0 || index > game.players.length) {
          return failAt(
            line,
            'missing-player',
            `#${name} comes before #player${game.players.length + 1}: number the players 1, 2, … in order`,
          );
        }
        game.players[index] = { nickname, name: full.join(' ') || nickname };
      } else {
        game.pragmas.push({ name, value: value.trim() });
      }
    } else if (text.startsWith('>')) {
      note = closeNote(game, note);
      const event = parseEvent(text, line);
      if (!event.ok) return failAt(line, event.error.code, event.error.message);
      const known = game.players.filter(Boolean);
      if (known.length > 0 && !known.some((p) => p.nickname === event.value.player)) {
        const names = known.map((p) => p.nickname).join(', ');
        return failAt(line, 'unknown-player', `"${event.value.player}" is not a player (${names})`);
      }
      game.events.push(event.value);
    } else if (note !== null) {
      if (text.trim() !== '') note.lines.push(text);
    } else if (text.trim() !== '') {
      return failAt(
        line,
        'unexpected-line',
        'every line must be a #pragma, an event starting with >, or part of a #note',
      );
    }
  }
  closeNote(game, note);
  return { ok: true, value: game };
}
