import type { Migration } from './migration'

/**
 * Every API process keeps the search index in memory (`server/search/search-index.ts`); these
 * triggers tell all of them what changed, on the channel `altura_search_<schema>` (the schema keeps
 * several installations in one database apart). A hold's change names its vehicle, and the listeners
 * re-read that vehicle's live holds; a change to the catalogue itself (vehicles, dealers, models,
 * services) said `*` in 0200, and the listeners reloaded it all; since 0210 it names what changed
 * (see below). Notifications leave at commit, in commit order.
 */
export const searchMigrations: Migration[] = [
  {
    id: '0200_search_notify',
    sql: `
      CREATE FUNCTION notify_search_hold() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          PERFORM pg_notify('altura_search_' || current_schema(), OLD.license_plate);
        END IF;
        IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.license_plate <> OLD.license_plate) THEN
          PERFORM pg_notify('altura_search_' || current_schema(), NEW.license_plate);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER holds_notify_search AFTER INSERT OR UPDATE OR DELETE ON holds
        FOR EACH ROW EXECUTE FUNCTION notify_search_hold();

      CREATE FUNCTION notify_search_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('altura_search_' || current_schema(), '*');
        RETURN NULL;
      END $$;
      CREATE TRIGGER vehicles_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicles
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_catalogue();
      CREATE TRIGGER dealers_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dealers
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_catalogue();
      CREATE TRIGGER services_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_catalogue();
      CREATE TRIGGER vehicle_models_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicle_models
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_catalogue();

      -- A vehicle's live holds, re-read by every process on each notification.
      CREATE INDEX holds_live_plate ON holds (license_plate, end_at) WHERE active;
    `,
  },
  {
    /**
     * A catalogue change names what it changed, so that the listeners patch it rather than reload the
     * catalogue: `v:<plate>` per vehicle row, `d:<id>` per dealer row, `s` for the services, `m` for the
     * models. A statement that changes nothing (an upsert that finds its row, `SET x = x`) says nothing;
     * one that changes more than 1,000 rows, or a TRUNCATE, says `*` (reload everything).
     */
    id: '0210_search_notify_rows',
    sql: `
      CREATE FUNCTION notify_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        channel text := 'altura_search_' || current_schema();
        prefix text := TG_ARGV[0];
        key_column text := TG_ARGV[1];
        changed text[];
        k text;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT coalesce(to_jsonb(n) ->> key_column, '')) INTO changed FROM new_rows n;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT coalesce(to_jsonb(o) ->> key_column, '')) INTO changed FROM old_rows o;
        ELSE
          SELECT array_agg(DISTINCT coalesce(r ->> key_column, '')) INTO changed FROM (
            (SELECT to_jsonb(n) AS r FROM new_rows n EXCEPT ALL SELECT to_jsonb(o) FROM old_rows o)
            UNION ALL
            (SELECT to_jsonb(o) AS r FROM old_rows o EXCEPT ALL SELECT to_jsonb(n) FROM new_rows n)
          ) c;
        END IF;
        IF changed IS NULL THEN
          RETURN NULL;
        END IF;
        IF key_column = '' THEN
          PERFORM pg_notify(channel, prefix);
        ELSIF cardinality(changed) > 1000 THEN
          PERFORM pg_notify(channel, '*');
        ELSE
          FOREACH k IN ARRAY changed LOOP
            PERFORM pg_notify(channel, prefix || k);
          END LOOP;
        END IF;
        RETURN NULL;
      END $$;

      DROP TRIGGER vehicles_notify_search ON vehicles;
      DROP TRIGGER dealers_notify_search ON dealers;
      DROP TRIGGER services_notify_search ON services;
      DROP TRIGGER vehicle_models_notify_search ON vehicle_models;

      CREATE TRIGGER vehicles_notify_insert AFTER INSERT ON vehicles REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('v:', 'license_plate');
      CREATE TRIGGER vehicles_notify_update AFTER UPDATE ON vehicles
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('v:', 'license_plate');
      CREATE TRIGGER vehicles_notify_delete AFTER DELETE ON vehicles REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('v:', 'license_plate');

      CREATE TRIGGER dealers_notify_insert AFTER INSERT ON dealers REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('d:', 'id');
      CREATE TRIGGER dealers_notify_update AFTER UPDATE ON dealers
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('d:', 'id');
      CREATE TRIGGER dealers_notify_delete AFTER DELETE ON dealers REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('d:', 'id');

      CREATE TRIGGER services_notify_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('s', '');
      CREATE TRIGGER services_notify_update AFTER UPDATE ON services
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('s', '');
      CREATE TRIGGER services_notify_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('s', '');

      CREATE TRIGGER vehicle_models_notify_insert AFTER INSERT ON vehicle_models
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('m', '');
      CREATE TRIGGER vehicle_models_notify_update AFTER UPDATE ON vehicle_models
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('m', '');
      CREATE TRIGGER vehicle_models_notify_delete AFTER DELETE ON vehicle_models
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_rows('m', '');

      CREATE TRIGGER vehicles_notify_truncate AFTER TRUNCATE ON vehicles
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_catalogue();
      CREATE TRIGGER dealers_notify_truncate AFTER TRUNCATE ON dealers
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_catalogue();
      CREATE TRIGGER services_notify_truncate AFTER TRUNCATE ON services
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_catalogue();
      CREATE TRIGGER vehicle_models_notify_truncate AFTER TRUNCATE ON vehicle_models
        FOR EACH STATEMENT EXECUTE FUNCTION notify_search_catalogue();
    `,
  },
]

/**
 * A lock and its release say themselves (0450): their statements set `altura.search_told` to
 * `by_writer` for their own transaction, the trigger stays quiet, and the process that wrote them
 * tells the others in one notification per step of its index, `h:<process> <plate> <plate> …`
 * (search-sync.ts). PostgreSQL lets one notifying transaction commit at a time, every other one
 * waiting on a lock for it: at 32 writers on the reference machine, lock+release pairs went from 900
 * a second with the trigger to 1,500 without it, and almost every writer was waiting on that lock.
 * Every other write to holds (bookings, cancellations, decisions, blocks, the sweep, a hand-written
 * statement) still notifies from the trigger, at its commit.
 */
export const holdAnnouncementMigrations: Migration[] = [
  {
    id: '0450_locks_told_by_their_writer',
    sql: `
      CREATE OR REPLACE FUNCTION notify_search_hold() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('altura.search_told', true) = 'by_writer' THEN
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' THEN
          PERFORM pg_notify('altura_search_' || current_schema(), OLD.license_plate);
        END IF;
        IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.license_plate <> OLD.license_plate) THEN
          PERFORM pg_notify('altura_search_' || current_schema(), NEW.license_plate);
        END IF;
        RETURN NULL;
      END $$;
    `,
  },
]
