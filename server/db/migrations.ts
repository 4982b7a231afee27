import type { Migration } from './migration'
import { catalogueMigrations } from './migrations-catalogue'
import { dealerMigrations } from './migrations-dealers'
import { deskMigrations } from './migrations-desk'
import { holdAnnouncementMigrations, searchMigrations } from './migrations-search'

/**
 * Schema changes, applied in order, once each, inside one transaction per migration.
 * Never edit a migration that has shipped: add a new one.
 */

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
  {
    id: '0002_accounts',
    sql: `
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        password_hash text NOT NULL,
        title text CHECK (title IN ('Mr', 'Mrs', 'Ms')),
        first_name text NOT NULL,
        last_name text NOT NULL,
        phone text,
        language_code text NOT NULL CHECK (language_code IN ('it', 'en')),
        marketing_consent boolean NOT NULL,
        profiling_consent boolean NOT NULL,
        contact_by_email boolean NOT NULL DEFAULT false,
        contact_by_sms boolean NOT NULL DEFAULT false,
        contact_by_phone boolean NOT NULL DEFAULT false,
        contact_by_post boolean NOT NULL DEFAULT false,
        privacy_accepted_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE TABLE user_addresses (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        alias text,
        address text NOT NULL,
        house_number text NOT NULL,
        additional_info text,
        city text NOT NULL,
        postal_code text NOT NULL,
        country char(2) NOT NULL,
        address_type text NOT NULL CHECK (address_type IN ('billing', 'home')),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX user_addresses_user ON user_addresses (user_id, updated_at DESC);
      -- Bearer tokens: only the SHA-256 of the token is kept.
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        count integer NOT NULL
      );
      CREATE TABLE email_outbox (
        id uuid PRIMARY KEY,
        -- Write order: several emails can share one timestamp.
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        to_address text NOT NULL,
        kind text NOT NULL,
        language text NOT NULL CHECK (language IN ('it', 'en')),
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        last_error text
      );
      CREATE INDEX email_outbox_to ON email_outbox (to_address, seq DESC);
    `,
  },
  {
    id: '0003_catalogue_and_tracking',
    sql: `
      CREATE TABLE vehicle_models (
        code text PRIMARY KEY,
        family_code text NOT NULL CHECK (family_code IN ('range-rover', 'defender', 'discovery', 'jaguar')),
        position integer NOT NULL,
        description_it text NOT NULL,
        description_en text NOT NULL
      );
      CREATE TABLE tracking_sessions (
        id uuid PRIMARY KEY,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE TABLE tracking_events (
        id uuid PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES tracking_sessions (id) ON DELETE CASCADE,
        event_type text NOT NULL,
        metadata jsonb NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX tracking_events_session ON tracking_events (session_id, created_at);
    `,
  },
  ...catalogueMigrations,
  ...searchMigrations,
  {
    id: '0300_email_change_reverts',
    sql: `
      -- The undo link mailed to the old address when an account's email changes: hashed, one use, 72 hours.
      CREATE TABLE email_change_reverts (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        old_email text NOT NULL,
        new_email text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX email_change_reverts_user ON email_change_reverts (user_id);
    `,
  },
  {
    id: '0310_email_attachments',
    sql: `
      -- Files sent with an email (the booking confirmation's calendar file): [{ filename, content_type, content }].
      ALTER TABLE email_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
    `,
  },
  {
    id: '0320_email_outbox_drawn_after_commit',
    sql: `
      -- An email's facts (data) are written in the transaction of the change it reports; its subject and
      -- bodies are drawn after the commit, so no transaction holds its connection while an email is drawn.
      ALTER TABLE email_outbox ADD COLUMN data jsonb;
      ALTER TABLE email_outbox ALTER COLUMN subject DROP NOT NULL;
      ALTER TABLE email_outbox ALTER COLUMN text_body DROP NOT NULL;
      ALTER TABLE email_outbox ALTER COLUMN html_body DROP NOT NULL;
    `,
  },
  ...dealerMigrations,
  ...deskMigrations,
  ...holdAnnouncementMigrations,
  {
    /**
     * Each process keeps the sessions it has read (server/auth/session-cache.ts); a session that ends
     * (revoked, retired by a refresh, deleted while live) names its token hash on
     * `altura_sessions_<schema>`, and every process forgets it. Expired rows the housekeeping deletes
     * say nothing: no process keeps a session past its expiry.
     */
    id: '0460_sessions_notify_their_end',
    sql: `
      CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('altura_sessions_' || current_schema(), OLD.token_hash);
        RETURN NULL;
      END $$;
      CREATE TRIGGER sessions_notify_changed AFTER UPDATE ON sessions
        FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
      CREATE TRIGGER sessions_notify_deleted AFTER DELETE ON sessions
        FOR EACH ROW WHEN (OLD.expires_at > now() AND (OLD.revoked_at IS NULL OR OLD.revoked_at > now()))
        EXECUTE FUNCTION notify_session_ended();
    `,
  },
]
