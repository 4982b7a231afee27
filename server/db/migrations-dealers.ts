import type { Migration } from './migration'

/**
 * Dealers answering booking requests (issue 33): each dealership's own API keys, one record of every
 * decision on a booking, and the installation's operator key, carried over from the dealer key it
 * replaces.
 *
 * A key is kept only as the SHA-256 of a 256-bit random secret; revoking stamps `revoked_at`, the row
 * stays so the decisions it made still name it. A booking leaves PENDING once, so it has at most one
 * decision: the booking id is the key. The kinds and channels list the later ones too (staff at the
 * desk, signed email links), so those slices need no change here.
 */
export const dealerMigrations: Migration[] = [
  {
    id: '0400_dealer_keys_and_decisions',
    sql: `
      CREATE TABLE dealer_api_keys (
        id uuid PRIMARY KEY,
        dealer_id text NOT NULL REFERENCES dealers (id),
        label text NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
        key_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz,
        last_used_at timestamptz
      );
      CREATE INDEX dealer_api_keys_dealer ON dealer_api_keys (dealer_id, created_at);
      CREATE TABLE booking_decisions (
        booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
        decision text NOT NULL CHECK (decision IN ('ACCEPTED', 'DECLINED', 'EXPIRED', 'CANCELLED')),
        decided_by_kind text NOT NULL
          CHECK (decided_by_kind IN ('dealer_key', 'operator', 'system', 'customer', 'staff')),
        -- The key (or, later, the staff account) that decided; null for the operator, the system, the customer.
        decided_by_id uuid,
        decided_by_label text NOT NULL,
        channel text NOT NULL CHECK (channel IN ('api', 'cli', 'sweep', 'customer', 'desk', 'email_link')),
        reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
        decided_at timestamptz NOT NULL
      );
      -- The generated dealer key of an existing installation becomes its operator key, same value, so
      -- npm run dealer keeps working after the upgrade; the old entry goes.
      INSERT INTO app_meta (key, value)
        SELECT 'operator_key', value FROM app_meta WHERE key = 'dealer_key'
        ON CONFLICT (key) DO NOTHING;
      DELETE FROM app_meta WHERE key = 'dealer_key';
    `,
  },
  {
    // Dealer staff: each member belongs to one dealership and signs in with an email and a password,
    // set from the operator's invitation. Sessions and emailed links live in tables of their own, so a
    // customer's token can never name a staff session, nor the other way round.
    id: '0410_dealer_staff',
    sql: `
      CREATE TABLE dealer_staff (
        id uuid PRIMARY KEY,
        dealer_id text NOT NULL REFERENCES dealers (id),
        email text NOT NULL UNIQUE,
        language text NOT NULL CHECK (language IN ('it', 'en')),
        -- Null until the invitation's link sets it.
        password_hash text,
        created_at timestamptz NOT NULL,
        invited_at timestamptz NOT NULL,
        activated_at timestamptz,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX dealer_staff_dealer ON dealer_staff (dealer_id, created_at);
      CREATE TABLE dealer_staff_links (
        id uuid PRIMARY KEY,
        staff_id uuid NOT NULL REFERENCES dealer_staff (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('invitation', 'reset')),
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX dealer_staff_links_staff ON dealer_staff_links (staff_id);
      CREATE TABLE dealer_staff_sessions (
        id uuid PRIMARY KEY,
        staff_id uuid NOT NULL REFERENCES dealer_staff (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX dealer_staff_sessions_staff ON dealer_staff_sessions (staff_id);
    `,
  },
  {
    // The answer deadline (issue 33): a request is reminded to its dealership's staff once, half-way to
    // its deadline; the row is the claim, so sweeps on several processes send it once. The sweep finds
    // requests past their deadline by their pick-up (the index of 0100) or by when they were made (this one).
    id: '0420_booking_reminders',
    sql: `
      CREATE TABLE booking_reminders (
        booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL
      );
      CREATE INDEX bookings_pending_created ON bookings (created_at) WHERE status = 'PENDING';
    `,
  },
  {
    // Decline reasons (issue 33): a decline names a common reason, a text, or both; the code is kept
    // beside the text, so the customer's email says the reason in the customer's language.
    id: '0430_decline_reason_codes',
    sql: `
      ALTER TABLE booking_decisions ADD COLUMN reason_code text
        CHECK (reason_code IN ('vehicle_unavailable', 'dates_unavailable', 'maintenance', 'other'));
    `,
  },
]
