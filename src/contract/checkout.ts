import type { BookingRequest } from './bookings'

/**
 * What the checkout form (tab4) hands to the wizard's `booking.submit`: the customer's part of the
 * SPEC §7 booking payload. The app adds the vehicle, options, period and lock when it books.
 * `idempotency_key` is fixed per checkout attempt, so a double click or a retry books once.
 */
export type CheckoutDetails = Pick<
  BookingRequest,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'alias'
  | 'address'
  | 'house_number'
  | 'additional_info'
  | 'country'
  | 'city'
  | 'postal_code'
  | 'address_type'
  | 'send_billing_to_this_address'
  | 'marketing_consent'
  | 'profiling_consent'
  | 'promo_code'
> & { accept_privacy_policy: true; accept_terms: true; idempotency_key: string }
