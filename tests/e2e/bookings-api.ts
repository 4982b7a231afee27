import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { DateTime } from 'luxon'
import { firstBrokenRule } from '../../src/contract/rental-period'
import type { ApiSession } from './api'

/**
 * Reservations made for real through the API (search, lock, POST /bookings), and the dealer's decision
 * through `npm run dealer`, so the browser sees what a customer would.
 */
type Call = { method?: string; token?: string; json?: unknown; language?: string }

async function call(baseURL: string, path: string, init: Call = {}) {
  const config = (await (await fetch(new URL('/api/v1/config', baseURL))).json()) as {
    data: { api_key: string }
  }
  const headers: Record<string, string> = {
    'x-api-key': config.data.api_key,
    'accept-language': init.language ?? 'en',
  }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(new URL(`/api/v1/${path}`, baseURL), {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  return { status: response.status, body: (await response.json()) as { data: unknown; message?: string } }
}

export type Period = { start: string; end: string }

/** 10:00 to 10:00 in Rome over two days, on weekdays, at least `daysAhead` days ahead. */
function period(daysAhead: number): Period {
  let start = DateTime.now()
    .setZone('Europe/Rome')
    .plus({ days: daysAhead })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
  while (start.weekday === 7 || start.plus({ days: 2 }).weekday === 7) start = start.plus({ days: 1 })
  return { start: start.toUTC().toISO() ?? '', end: start.plus({ days: 2 }).toUTC().toISO() ?? '' }
}

type Price = {
  code: string
  name: string
  quantity: number
  price_including_tax: number
  price_excluding_tax: number
  value: number
}
type Vehicle = {
  license_plate: string
  model_description: string
  fuel_type: string
  time_slot_lock_code: string
  dealer: { name: string; site: { address: string } }
  pricing: { rental_rates: Price[]; services: (Price & { id: string })[] }
}

/**
 * A period starting on the hour, one to 47 hours from `now`: too late to cancel online. The product's own
 * rule (`firstBrokenRule`: Monday to Saturday, 09:00 to 18:00 in Rome) picks it, so a Saturday pick-up
 * returns on Monday rather than on a Sunday. No other spec books this close, so nobody competes for it.
 */
export function periodWithin48Hours(now: Date = new Date()): Period {
  const from = DateTime.fromJSDate(now).setZone('Europe/Rome')
  for (let hour = 1; hour <= 48; hour++) {
    const start = from.startOf('hour').plus({ hours: hour })
    const ahead = start.diff(from, 'hours').hours
    if (ahead < 1 || ahead > 47) continue
    for (const end of [start.plus({ days: 1 }), start.plus({ days: 2 })]) {
      if (firstBrokenRule(start.toJSDate(), end.toJSDate(), now)) continue
      return { start: start.toUTC().toISO() ?? '', end: end.toUTC().toISO() ?? '' }
    }
  }
  throw new Error(`no bookable hour within 48 hours of ${from.toISO()}`)
}

export type Booked = { id: string; appointmentId: string; licensePlate: string }

/**
 * A PENDING reservation of the family's first free vehicle near Milano (a Jaguar unless told), `daysAhead`
 * days ahead or for the period given, with one option. Tests that run at the same time use different
 * periods (or families), so they never compete for one vehicle.
 */
export async function bookVehicle(
  baseURL: string,
  customer: ApiSession,
  when: number | Period,
  family = 'jaguar',
): Promise<Booked> {
  const { start, end } = typeof when === 'number' ? period(when) : when
  const query = new URLSearchParams({
    latitude: '45.4642',
    longitude: '9.19',
    booking_start: start,
    booking_end: end,
  })
  const search = await call(baseURL, `vehicles/family/${family}?${query}`)
  const vehicle = (search.body.data as Vehicle[])[0]
  if (search.status !== 200 || !vehicle) throw new Error(`vehicle search answered ${search.status}`)
  const locked = await call(baseURL, 'bookings/lock-time-slots', {
    token: customer.token,
    json: { time_slot_lock_code: vehicle.time_slot_lock_code },
  })
  const lock = locked.body.data as { time_slot_lock_id: string; session_id: string }
  if (locked.status !== 201) throw new Error(`lock answered ${locked.status}`)
  const rate = vehicle.pricing.rental_rates[0]
  const option = vehicle.pricing.services.find((service) => service.code === 'CHILD_SEAT')
  if (!rate || !option) throw new Error('the vehicle has no rate or no child seat')
  const { id: _, ...service } = option
  const cents = (n: number) => Math.round(n * 100)
  const total =
    cents(rate.price_including_tax) * rate.quantity + cents(option.price_including_tax) * option.quantity
  const user = customer.user as { first_name: string; last_name: string; email: string }
  const created = await call(baseURL, 'bookings', {
    token: customer.token,
    json: {
      language: 'en',
      session_id: lock.session_id,
      time_slot_lock_id: lock.time_slot_lock_id,
      booking_start: start,
      booking_end: end,
      license_plate: vehicle.license_plate,
      model_description: vehicle.model_description,
      dealer_data: { name: vehicle.dealer.name, address: vehicle.dealer.site.address },
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: '+39 3331234567',
      total_price: total / 100,
      alias: 'Home',
      address: 'Via Roma',
      house_number: '1',
      additional_info: '',
      country: 'IT',
      city: 'Milano',
      postal_code: '20121',
      address_type: 'home',
      send_billing_to_this_address: true,
      accept_privacy_policy: true,
      selected_prices: [
        { ...rate, type: 'rental_rate' },
        { ...service, type: 'service' },
      ],
      fuel_type: vehicle.fuel_type,
      marketing_consent: false,
      profiling_consent: false,
      promo_code: '',
    },
  })
  if (created.status !== 201) throw new Error(`booking answered ${created.status}: ${created.body.message}`)
  const data = created.body.data as { booking_id: string; appointment_id: string }
  return { id: data.booking_id, appointmentId: data.appointment_id, licensePlate: vehicle.license_plate }
}

/** GET /bookings/{id}/cancellation: the server's cancellation terms for now. */
export async function cancellationQuote(baseURL: string, customer: ApiSession, id: string, language = 'en') {
  const { status, body } = await call(baseURL, `bookings/${id}/cancellation`, {
    token: customer.token,
    language,
  })
  if (status !== 200) throw new Error(`cancellation quote answered ${status}`)
  return body.data as {
    summary: string
    refund: number
    refund_percent: number
    deposit_paid: number | null
    cancellable: boolean
    reason: string | null
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The dealer's acceptance, as the operator gives it: `npm run dealer -- accept <number> --url <base>`.
 * The suite's own server generated its operator key into its DATA_DIR, where the command finds it (a
 * server given by E2E_BASE_URL needs OPERATOR_KEY in the environment instead).
 */
export async function dealerAccepts(baseURL: string, appointmentId: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'dealer', '--', 'accept', appointmentId, '--url', baseURL],
    { cwd: root, env: { ...process.env, ...(dataDir ? { DATA_DIR: dataDir, DATABASE_URL: '' } : {}) } },
  )
  return stdout
}
