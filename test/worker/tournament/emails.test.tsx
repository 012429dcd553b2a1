// The tournament emails render in HTML and plain text, both complete on their own, and never turn
// a player's name into markup.
import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../emails/render';
import TournamentFinalEmail, {
  tournamentFinalEmailText,
} from '../../../emails/tournament-final-email';
import TournamentPairingsEmail, {
  tournamentPairingsEmailText,
} from '../../../emails/tournament-pairings-email';
import TournamentStandingsEmail, {
  tournamentStandingsEmailText,
} from '../../../emails/tournament-standings-email';

/** A template with its preview props: what both renderings must say. */
interface Template<P> {
  (props: P): ReactElement;
  PreviewProps: P;
}

/** One row of the table: the template, its plain-text twin and the phrases both must carry. */
function row<P extends object>(
  name: string,
  email: Template<P>,
  text: (p: P) => string,
  says: string[],
) {
  return { name, render: (p: P) => createElement(email, p), text, props: email.PreviewProps, says };
}

const templates = [
  row('pairings', TournamentPairingsEmail, tournamentPairingsEmailText, [
    'Round 2 of 4: your pairings',
    'Ann v Bob',
    'https://example.com/games/abcdefghij',
  ]),
  row('standings', TournamentStandingsEmail, tournamentStandingsEmailText, [
    'Ann beat Bob 412–380',
    '+32',
    '-32',
  ]),
  row('final', TournamentFinalEmail, tournamentFinalEmailText, ['Final results: Ann wins', '2.5']),
];

describe.each(templates)('the tournament $name email', ({ render, text, props, says }) => {
  it('says the same things in HTML and in plain text', async () => {
    const html = await renderHtml(render(props as never));
    const plain = text(props as never);
    for (const phrase of says) {
      expect(plain).toContain(phrase);
      expect(html).toContain(phrase);
    }
    expect(plain).toContain('https://example.com/tournaments/cdefghijkl');
  });

  it('escapes a player name that looks like markup', async () => {
    const evil = '<script>alert(1)</script>';
    const p = JSON.parse(JSON.stringify(props).replaceAll('"Ann', `"${evil.replaceAll('"', '')}`));
    const html = await renderHtml(render(p as never));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
