import type { Language } from '../../src/contract/language'
import type { Title } from '../../src/contract/rules'
import type {
  Address,
  UpdateBasicInformationRequest,
  UpdateCommunicationSettingsRequest,
  User,
} from '../../src/contract/user'
import type { Queryable } from '../db/database'

type UserRow = {
  id: string
  email: string
  title: Title | null
  first_name: string
  last_name: string
  phone: string | null
  language_code: Language
  marketing_consent: boolean
  profiling_consent: boolean
  contact_by_email: boolean
  contact_by_sms: boolean
  contact_by_phone: boolean
  contact_by_post: boolean
}

type AddressRow = Omit<Address, 'country'> & { country: string }

const ADDRESS_COLUMNS =
  'id, alias, address, house_number, additional_info, city, postal_code, country, address_type'

export async function listAddresses(db: Queryable, userId: string): Promise<Address[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM user_addresses WHERE user_id = $1 ORDER BY updated_at DESC, id`,
    [userId],
  )
  return rows.map((row) => ({ ...row, country: row.country.trim() }))
}

/** SPEC §3 User, built from its rows. `marketing_consent` is what the brand may send (contact_by_jlr). */
export async function loadUser(db: Queryable, userId: string): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT id, email, title, first_name, last_name, phone, language_code, marketing_consent,
            profiling_consent, contact_by_email, contact_by_sms, contact_by_phone, contact_by_post
     FROM users WHERE id = $1`,
    [userId],
  )
  const row = rows[0]
  if (!row) return undefined
  const addresses = await listAddresses(db, userId)
  const address = addresses[0] ?? null
  return {
    id: row.id,
    title: row.title,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    address,
    address_type: address?.address_type ?? null,
    addresses,
    preference: {
      contact_phone: row.phone,
      language_code: row.language_code,
      send_billing_to_this_address: address?.address_type === 'billing',
      contact_by_jlr: row.marketing_consent,
      no_communications_from_jlr: !row.marketing_consent,
      contact_by_email: row.contact_by_email,
      contact_by_sms: row.contact_by_sms,
      contact_by_phone: row.contact_by_phone,
      contact_by_post: row.contact_by_post,
    },
    marketing_consent: row.marketing_consent,
    profiling_consent: row.profiling_consent,
  }
}

export async function requireUser(db: Queryable, userId: string): Promise<User> {
  const user = await loadUser(db, userId)
  if (!user) throw new Error(`user ${userId} of a live session is missing`)
  return user
}

export type NewAddress = Omit<Address, 'id' | 'alias' | 'additional_info'> & {
  alias?: string | null | undefined
  additional_info?: string | null | undefined
}

/** Creates or updates an address of `userId`. False when the id belongs to someone else. */
export async function upsertAddress(
  tx: Queryable,
  userId: string,
  id: string,
  input: NewAddress,
  now: Date,
): Promise<'created' | 'updated' | 'foreign'> {
  const values = [
    id,
    userId,
    input.alias?.trim() || null,
    input.address.trim(),
    input.house_number.trim(),
    input.additional_info?.trim() || null,
    input.city.trim(),
    input.postal_code.trim(),
    input.country,
    input.address_type,
    now,
  ]
  // One statement: insert, or update only when the row is this user's; a foreign id changes nothing.
  const { rows } = await tx.query<{ created: boolean }>(
    `INSERT INTO user_addresses (id, user_id, alias, address, house_number, additional_info, city,
                                 postal_code, country, address_type, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     ON CONFLICT (id) DO UPDATE SET alias = EXCLUDED.alias, address = EXCLUDED.address,
       house_number = EXCLUDED.house_number, additional_info = EXCLUDED.additional_info,
       city = EXCLUDED.city, postal_code = EXCLUDED.postal_code, country = EXCLUDED.country,
       address_type = EXCLUDED.address_type, updated_at = EXCLUDED.updated_at
     WHERE user_addresses.user_id = EXCLUDED.user_id
     RETURNING (xmax = 0) AS created`,
    values,
  )
  const row = rows[0]
  if (!row) return 'foreign'
  return row.created ? 'created' : 'updated'
}

/** Deletes an address of `userId`; false when there is no such address of theirs. */
export async function deleteAddress(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM user_addresses WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ])
  return rows.length > 0
}

export type NewUser = {
  id: string
  email: string
  passwordHash: string
  firstName: string
  lastName: string
  language: Language
  marketingConsent: boolean
  profilingConsent: boolean
}

/** Inserts a registered user, privacy accepted at `now`; false when the email is already taken. */
export async function insertUser(tx: Queryable, user: NewUser, now: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, language_code, marketing_consent,
                        profiling_consent, privacy_accepted_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $9) ON CONFLICT (email) DO NOTHING RETURNING id`,
    [
      user.id,
      user.email,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.language,
      user.marketingConsent,
      user.profilingConsent,
      now,
    ],
  )
  return rows.length > 0
}

export async function updateLanguage(db: Queryable, userId: string, language: Language, now: Date) {
  await db.query('UPDATE users SET language_code = $2, updated_at = $3 WHERE id = $1', [
    userId,
    language,
    now,
  ])
}

/** The phone the customer is reached on, as saved from a checkout. */
export async function updateContactPhone(db: Queryable, userId: string, phone: string, now: Date) {
  await db.query('UPDATE users SET phone = $2, updated_at = $3 WHERE id = $1', [userId, phone, now])
}

export async function updateCommunicationSettings(
  db: Queryable,
  userId: string,
  settings: UpdateCommunicationSettingsRequest,
  now: Date,
) {
  await db.query(
    `UPDATE users SET contact_by_email = $2, contact_by_sms = $3, contact_by_phone = $4,
       contact_by_post = $5, updated_at = $6 WHERE id = $1`,
    [
      userId,
      settings.contact_by_email,
      settings.contact_by_sms,
      settings.contact_by_phone,
      settings.contact_by_post,
      now,
    ],
  )
}

/** Updates names (trimmed), email (normalized by the caller), phone and title; false when another user has that email. */
export async function updateBasicInformation(
  db: Queryable,
  userId: string,
  info: UpdateBasicInformationRequest,
  now: Date,
): Promise<boolean> {
  const { rows } = await db
    .query(
      `UPDATE users SET first_name = $2, last_name = $3, email = $4, phone = $5, title = $6, updated_at = $7
       WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users other WHERE other.email = $4 AND other.id <> $1)
       RETURNING id`,
      [
        userId,
        info.first_name.trim(),
        info.last_name.trim(),
        info.email,
        info.phone,
        info.title ?? null,
        now,
      ],
    )
    .catch((error: unknown) => {
      // Two users racing for one new email: the unique index decides.
      if ((error as { code?: string }).code === '23505') return { rows: [] }
      throw error
    })
  return rows.length > 0
}
