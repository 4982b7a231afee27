import type { Language } from '../../src/contract/language'
import type { Title } from '../../src/contract/rules'
import type { Address, User } from '../../src/contract/user'
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
