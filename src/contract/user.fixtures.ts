import type { User } from './user'

/** Test support only (never imported by app code): a customer as the server stores and sends them. */
export const sampleUser = {
  id: 'u1',
  title: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  address: {
    id: '0b6f4f36-2b8e-4d7c-9a57-5b0c6f1d2e3a',
    alias: 'Casa',
    address: 'Via Roma',
    house_number: '1',
    additional_info: null,
    city: 'Milano',
    postal_code: '20121',
    country: 'IT',
    address_type: 'home',
  },
  address_type: 'home',
  addresses: [],
  preference: {
    contact_phone: '+39 3331234567',
    language_code: 'it',
    send_billing_to_this_address: false,
    contact_by_jlr: false,
    no_communications_from_jlr: false,
    contact_by_email: true,
    contact_by_sms: false,
    contact_by_phone: false,
    contact_by_post: false,
  },
  marketing_consent: false,
  profiling_consent: false,
} satisfies User
