// A table of JSON values under fixed keys in a Durable Object's own SQLite storage: the
// bookkeeping of the Player (`profile`) and Tournament (`meta`) objects.
export class JsonTable {
  /** `table` is a name written in the code, never one that comes from a request. */
  constructor(
    private readonly sql: SqlStorage,
    private readonly table: 'profile' | 'meta',
  ) {
    sql.exec(`CREATE TABLE IF NOT EXISTS ${table} (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  }

  read<T>(key: string): T | null {
    const rows = this.sql
      .exec<{ value: string }>(`SELECT value FROM ${this.table} WHERE key = ?`, key)
      .toArray();
    return rows.length ? (JSON.parse(rows[0]!.value) as T) : null;
  }

  write(key: string, value: unknown): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO ${this.table} (key, value) VALUES (?, ?)`,
      key,
      JSON.stringify(value),
    );
  }
}
