export interface DatabaseStatus {
  ok: boolean;
  /** How many migrations have been applied; absent when the database could not be read. */
  migrations?: number;
  error?: string;
}

/** Reads the migrations table: it proves the binding works and the schema is in place. */
export async function databaseStatus(db: D1Database): Promise<DatabaseStatus> {
  try {
    const row = await db.prepare('SELECT count(*) AS applied FROM d1_migrations').first<{ applied: number }>();
    return { ok: true, migrations: row?.applied ?? 0 };
  } catch {
    return { ok: false, error: 'The database cannot be read' };
  }
}
