import type { Migration } from './migrations'

/**
 * Every API process keeps the search index in memory (`server/catalogue/search-index.ts`); these
 * triggers tell all of them what changed, on the channel `altura_search_<schema>` (the schema keeps
 * several installations in one database apart). A hold's change names its vehicle, and the listeners
 * re-read that vehicle's live holds; a change to the catalogue itself (vehicles, dealers, models,
 * services) says `*`, and the listeners reload it all. Notifications leave at commit, in commit order.
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
]
