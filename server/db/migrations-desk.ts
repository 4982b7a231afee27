import type { Migration } from './migration'

/**
 * The dealer desk (issue 33): vehicle blocks. A dealership takes a vehicle out of rental for a period
 * (a service, a repair, its own use). A block holds the vehicle as a booking does: its row of `blocks`
 * says who made it and why, and it holds the vehicle through a row of `holds` of kind `block` (no
 * customer, no session, no expiry). So the one exclusion constraint keeps blocks, locks and bookings
 * apart (a lock on a blocked period is refused as on a taken one, and a block over a live hold is
 * refused), and the holds' trigger (0200) tells every process's search index, which re-reads the
 * vehicle's holds: a blocked vehicle leaves search on every API process, and comes back when the block
 * is deleted (its hold row goes with it).
 */
export const deskMigrations: Migration[] = [
  {
    id: '0440_vehicle_blocks',
    sql: `
      ALTER TABLE holds DROP CONSTRAINT holds_kind_check;
      ALTER TABLE holds ADD CONSTRAINT holds_kind_check CHECK (kind IN ('lock', 'booking', 'block'));
      ALTER TABLE holds ALTER COLUMN user_id DROP NOT NULL, ALTER COLUMN session_id DROP NOT NULL;
      ALTER TABLE holds ADD CONSTRAINT holds_customer
        CHECK (kind = 'block' OR (user_id IS NOT NULL AND session_id IS NOT NULL));
      CREATE TABLE vehicle_blocks (
        id uuid PRIMARY KEY,
        hold_id uuid NOT NULL UNIQUE REFERENCES holds (id) ON DELETE CASCADE,
        license_plate text NOT NULL REFERENCES vehicles (license_plate) ON DELETE CASCADE,
        start_at timestamptz NOT NULL,
        end_at timestamptz NOT NULL,
        reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
        created_by_kind text NOT NULL CHECK (created_by_kind IN ('staff', 'dealer_key', 'operator')),
        -- The staff member or the key; null for the operator.
        created_by_id uuid,
        created_by_label text NOT NULL,
        created_at timestamptz NOT NULL,
        CHECK (end_at > start_at)
      );
      CREATE INDEX vehicle_blocks_plate ON vehicle_blocks (license_plate, end_at);
      -- The desk reads a dealership's bookings through its vehicles.
      CREATE INDEX bookings_plate ON bookings (license_plate, start_at);
    `,
  },
]
