/**
 * Schema changes, applied in order, once each, inside one transaction per migration.
 * Never edit a migration that has shipped: add a new one.
 */
export type Migration = { id: string; sql: string }

export const migrations: Migration[] = [
  {
    id: '0001_foundation',
    sql: `
      CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
      CREATE TABLE app_meta (
        key text PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
]
