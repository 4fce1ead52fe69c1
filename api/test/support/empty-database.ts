// An empty database of a test's own on the shared PostgreSQL server (DATABASE_URL), for tests
// that start API processes of their own on it: each process migrates it as `npm start` does.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface EmptyDatabase {
  /** The connection string of the new database. */
  url: string;
  /** Drops it, closing any connection left open. */
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates `<prefix>_<pid>_<random>` on the server of `serverUrl`. */
export async function createEmptyDatabase(
  serverUrl: string,
  prefix: string,
): Promise<EmptyDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
