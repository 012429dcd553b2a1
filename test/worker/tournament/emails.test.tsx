// The tournament emails render in HTML and plain text, both complete on their own, and never turn
// a player's name into markup.
import { createElement } from 'react';
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

const templates = [
  {
    name: 'pairings',
    render: (p: typeof TournamentPairingsEmail.PreviewProps) =>
      createElement(TournamentPairingsEmail, p),
    text: tournamentPairingsEmailText,
    props: TournamentPairingsEmail.PreviewProps,
    says: ['Round 2 of 4: your pairings', 'Ann v Bob', 'https://example.com/games/abcdefghij'],
  },
  {
    name: 'standings',
    render: (p: typeof TournamentStandingsEmail.PreviewProps) =>
      createElement(TournamentStandingsEmail, p),
    text: tournamentStandingsEmailText,
    props: TournamentStandingsEmail.PreviewProps,
    says: ['Ann beat Bob 412–380', '+32', '-32'],
  },
  {
    name: 'final',
    render: (p: typeof TournamentFinalEmail.PreviewProps) => createElement(TournamentFinalEmail, p),
    text: tournamentFinalEmailText,
    props: TournamentFinalEmail.PreviewProps,
    says: ['Final results: Ann wins', '2.5'],
  },
] as const;

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
