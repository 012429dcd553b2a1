// The abuse routes `npm run abuse` drives, one attack each, as issue 13 found them open: bulk
// games and tournaments naming strangers (with attacker text for names, tiny clocks, a hundred
// seats), tournament control without credentials, the web form and a forged new@ naming a
// victim. Every address is at the run's own domain, so the count can tell them apart.

export interface Attack {
  name: string;
  /** Requests to make, given the attempt number; each answer's status is recorded. */
  requests(attempt: number): { path: string; init: RequestInit }[];
}

/** What an attacker writes where a name goes: a header break, a bidi override, a link. */
export const ATTACK_NAME =
  'Prize\r\nBcc: all@example.com\u202e moc.live visit https://evil.example/claim-your-prize';

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export function attacks(domain: string, mailDomain: string): Attack[] {
  const victim = (n: number | string) => `victim-${n}@${domain}`;
  return [
    {
      name: 'POST /api/games without a token, naming two strangers',
      requests: (i) => [
        {
          path: '/api/games',
          init: json({
            ruleset: 'jamble-jx',
            players: [
              { name: ATTACK_NAME, email: victim('a') },
              { name: ATTACK_NAME, email: victim(`g${i}`) },
            ],
            timeControl: { type: 'per-move', days: 0.0001 },
            options: { timeoutAction: 'loss' },
          }),
        },
        {
          path: '/api/games',
          init: json({
            ruleset: 'jamble-jx',
            players: [
              { name: ATTACK_NAME, email: victim('a') },
              { name: 'Bob', email: victim(`h${i}`) },
            ],
          }),
        },
      ],
    },
    {
      name: 'POST /api/games with a hundred seats',
      requests: () => [
        {
          path: '/api/games',
          init: json({
            ruleset: 'scribble',
            players: Array.from({ length: 100 }, (_, k) => ({
              name: `P${k}`,
              email: victim(`s${k}`),
            })),
          }),
        },
      ],
    },
    {
      name: 'POST /api/tournaments naming strangers, and its control routes',
      requests: (i) => [
        {
          path: '/api/tournaments',
          init: json({
            name: ATTACK_NAME,
            format: 'round-robin',
            ruleset: 'jamble-jx',
            players: Array.from({ length: 10 }, (_, k) => ({
              name: `T${k}`,
              email: victim(`t${i}-${k}`),
            })),
          }),
        },
        {
          path: '/api/tournaments',
          init: json({
            name: 'Forever',
            format: 'round-robin',
            ruleset: 'constructor',
            startsAt: '9999-12-31T00:00:00Z',
          }),
        },
        { path: '/api/tournaments/aaaaaaaaaa/withdraw', init: json({ email: victim('a') }) },
        { path: '/api/tournaments/aaaaaaaaaa/start', init: json({}) },
      ],
    },
    {
      name: 'POST /new naming a victim as the player',
      requests: (i) => [
        {
          path: '/new',
          init: {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              ruleset: 'jamble-jx',
              name0: ATTACK_NAME,
              email0: victim('form'),
              name1: 'Other',
              email1: victim(`f${i}`),
            }).toString(),
          },
        },
      ],
    },
    {
      name: 'a forged NEW to new@ inviting strangers',
      requests: (i) => [
        {
          path: `/cdn-cgi/handler/email?from=${encodeURIComponent(`mallory@${domain}`)}&to=${encodeURIComponent(`new@${mailDomain}`)}`,
          init: {
            method: 'POST',
            body: [
              `From: ${victim('new')}`,
              `To: new@${mailDomain}`,
              'Subject: game',
              `Message-ID: <abuse-${i}-${Date.now()}@${domain}>`,
              'Content-Type: text/plain; charset=utf-8',
              '',
              `NEW jamble-jx WITH ${victim(`n${i}`)}`,
              '',
            ].join('\r\n'),
          },
        },
      ],
    },
  ];
}
