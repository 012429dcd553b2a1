// Who asked to hear from us, kept in each Player object. An address is a stranger until it accepts
// a game (ACCEPT), signs up (JOIN) or starts one itself (new@, the web form after its link); a
// stranger gets one invitation, ever, and nothing more until it answers it with ACCEPT.
import type { Consent, InvitationClaim } from '../rpc/player';

export class PlayerConsent {
  constructor(private readonly sql: SqlStorage) {
    sql.exec('CREATE TABLE IF NOT EXISTS consent (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  }

  private read<T>(key: string): T | null {
    const rows = this.sql
      .exec<{ value: string }>('SELECT value FROM consent WHERE key = ?', key)
      .toArray();
    return rows.length ? (JSON.parse(rows[0]!.value) as T) : null;
  }

  private write(key: string, value: unknown): void {
    this.sql.exec(
      'INSERT OR REPLACE INTO consent (key, value) VALUES (?, ?)',
      key,
      JSON.stringify(value),
    );
  }

  current(): Consent {
    return { known: this.read<boolean>('known') ?? false, invitedTo: this.read('invitedTo') };
  }

  markKnown(): void {
    this.write('known', true);
  }

  /** May `gameId` mail this address? A stranger's first invitation is recorded; a second is refused. */
  claimInvitation(gameId: string): InvitationClaim {
    const { known, invitedTo } = this.current();
    if (known) return 'known';
    if (invitedTo !== null && invitedTo !== gameId) return 'already-invited';
    this.write('invitedTo', gameId);
    return 'invite';
  }
}
