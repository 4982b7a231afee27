import type { User } from '../../src/contract/user'

/** Test support only: a signed-in customer as the API returns one, with no address and no consents. */
export function customer(
  who: Pick<User, 'first_name' | 'last_name' | 'email'> & { contact_phone?: string | null },
): User {
  return {
    id: 'u1',
    title: null,
    first_name: who.first_name,
    last_name: who.last_name,
    email: who.email,
    address: null,
    address_type: null,
    addresses: [],
    preference: {
      contact_phone: who.contact_phone ?? null,
      language_code: 'it',
      send_billing_to_this_address: false,
      contact_by_jlr: false,
      no_communications_from_jlr: false,
      contact_by_email: false,
      contact_by_sms: false,
      contact_by_phone: false,
      contact_by_post: false,
    },
    marketing_consent: false,
    profiling_consent: false,
  }
}
