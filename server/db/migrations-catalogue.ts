import type { Migration } from './migration'

/**
 * Dealers, vehicles, services, time-slot holds, bookings (issue 4).
 *
 * One `holds` table carries both locks and bookings, so one exclusion constraint covers both: no two
 * live holds of a vehicle overlap. A constraint cannot read now(), so a lock is live while `active`,
 * and its expiry is applied by the writers: before a lock is inserted, the expired locks of that
 * vehicle are switched off in the same transaction; reads ignore locks past `expires_at`. A booking
 * turns its lock into a booking hold in place (same row), and leaving PENDING/ACCEPTED switches it off.
 */
export const catalogueMigrations: Migration[] = [
  {
    id: '0100_dealers_vehicles_holds',
    sql: `
      CREATE TABLE dealers (
        id text PRIMARY KEY,
        name text NOT NULL,
        city text NOT NULL,
        address text NOT NULL,
        postal_code text NOT NULL,
        telephone text NOT NULL,
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180)
      );
      CREATE TABLE services (
        code text PRIMARY KEY,
        position integer NOT NULL,
        name_it text NOT NULL,
        name_en text NOT NULL,
        -- Price including VAT, in cents; per day of rental or once.
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        per_day boolean NOT NULL
      );
      CREATE TABLE vehicles (
        license_plate text PRIMARY KEY CHECK (license_plate ~ '^[A-Z]{2}[0-9]{3}[A-Z]{2}$'),
        model_code text NOT NULL REFERENCES vehicle_models (code),
        dealer_id text NOT NULL REFERENCES dealers (id),
        trim_name text NOT NULL,
        engine text NOT NULL,
        fuel_type text NOT NULL,
        doors integer NOT NULL CHECK (doors BETWEEN 2 AND 9),
        gear_type text NOT NULL,
        gear_description text NOT NULL,
        color text NOT NULL,
        color_slug text NOT NULL,
        color_internal text NOT NULL,
        -- Daily rate including VAT, in cents.
        daily_rate_cents integer NOT NULL CHECK (daily_rate_cents > 0),
        km_included_per_day integer NOT NULL CHECK (km_included_per_day > 0)
      );
      CREATE INDEX vehicles_model ON vehicles (model_code);
      CREATE INDEX vehicles_dealer ON vehicles (dealer_id);
      CREATE TABLE holds (
        id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('lock', 'booking')),
        license_plate text NOT NULL REFERENCES vehicles (license_plate),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        session_id uuid NOT NULL,
        start_at timestamptz NOT NULL,
        end_at timestamptz NOT NULL,
        -- Locks expire; a booking hold does not (NULL).
        expires_at timestamptz,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL,
        CHECK (end_at > start_at),
        CHECK ((kind = 'lock') = (expires_at IS NOT NULL)),
        CONSTRAINT holds_no_overlap EXCLUDE USING gist (
          license_plate WITH =,
          tstzrange(start_at, end_at, '[)') WITH &&
        ) WHERE (active)
      );
      CREATE INDEX holds_user ON holds (user_id) WHERE active;
      CREATE TABLE bookings (
        id uuid PRIMARY KEY,
        reservation_number text NOT NULL UNIQUE,
        -- The lock this booking consumed: the same row now holds the vehicle as a booking.
        hold_id uuid NOT NULL UNIQUE REFERENCES holds (id),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        license_plate text NOT NULL REFERENCES vehicles (license_plate),
        start_at timestamptz NOT NULL,
        end_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'DELETED')),
        language text NOT NULL CHECK (language IN ('it', 'en')),
        rental_duration integer NOT NULL CHECK (rental_duration > 0),
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        -- What the customer booked, as priced by the server: lines, vehicle, dealer, customer.
        snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX bookings_user ON bookings (user_id, start_at DESC);
      CREATE INDEX bookings_pending_start ON bookings (start_at) WHERE status = 'PENDING';
      -- Idempotency-Key: the first answer to (user, key), and a hash of the body that produced it.
      CREATE TABLE idempotency_keys (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key text NOT NULL,
        request_hash text NOT NULL,
        response jsonb,
        status_code integer,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, key)
      );
    `,
  },
  {
    // Demo catalogues seeded before trims followed engines: a performance trim with another engine
    // (an F-PACE "SVR D300 MHEV") takes the model's everyday trim, and a performance engine its own trim.
    id: '0110_catalogue_trims_match_engines',
    sql: `
      UPDATE vehicles SET trim_name = 'R-Dynamic SE ' || substr(trim_name, 5)
        WHERE model_code = 'jaguar-f-pace' AND trim_name LIKE 'SVR %' AND trim_name <> 'SVR P550 V8';
      UPDATE vehicles SET trim_name = 'SVR P550 V8'
        WHERE model_code = 'jaguar-f-pace' AND trim_name LIKE '% P550 V8' AND trim_name <> 'SVR P550 V8';
      UPDATE vehicles SET trim_name = 'X-Dynamic SE ' || substr(trim_name, 4)
        WHERE model_code = 'defender-90' AND trim_name LIKE 'V8 %' AND trim_name <> 'V8 P525 V8';
      UPDATE vehicles SET trim_name = '75 ' || substr(trim_name, 6)
        WHERE model_code = 'jaguar-f-type' AND trim_name LIKE 'R 75 %' AND trim_name <> 'R 75 P575 V8';
      UPDATE vehicles SET trim_name = 'R 75 P575 V8'
        WHERE model_code = 'jaguar-f-type' AND trim_name LIKE '% P575 V8' AND trim_name <> 'R 75 P575 V8';
    `,
  },
]
