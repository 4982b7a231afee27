import { bookingBody, type Vehicle } from '../../server/routes/bookings/test-helpers'
import { type Api, lockVehicle, PASSWORD, RELIABILITY_OPERATOR_KEY } from './api'

/**
 * What the dealer side's reliability items share: two dealerships with free vehicles, a staff member
 * invited by the operator and signed in through the emailed link, a PENDING booking at a dealership,
 * and the dev outbox the links come from.
 */
export type Period = { start: string; end: string }
export type Staff = { email: string; id: string; token: string }
export type Booked = { appointment_id: string; booking_id: string; plate: string }
export type SentEmail = { kind: string; subject: string; text: string }

/** The first two dealerships with free vehicles for `period`. */
export async function twoDealers(api: Api, period: Period): Promise<[string, string]> {
  const query = new URLSearchParams({ booking_start: period.start, booking_end: period.end })
  const dealers = (await (await api.call(`/vehicles/dealers?${query}`)).json()) as {
    data: { dealer_id: string }[]
  }
  const [a, b] = dealers.data.map((d) => d.dealer_id)
  if (!a || !b) throw new Error('fewer than two dealers with free vehicles')
  return [a, b]
}

/** The emails the server wrote to `to`, newest first. */
export async function outbox(api: Api, to: string): Promise<SentEmail[]> {
  const response = await api.call(`/dev/outbox?to=${encodeURIComponent(to)}`)
  if (response.status !== 200) throw new Error(`the outbox answered ${response.status}`)
  return ((await response.json()) as { data: SentEmail[] }).data
}

/** The newest email to `to` that `match` picks, waited for up to 10 s (emails are written after commit). */
export async function waitForEmail(
  api: Api,
  to: string,
  match: (email: SentEmail) => boolean,
): Promise<SentEmail | undefined> {
  const until = Date.now() + 10_000
  for (;;) {
    const found = (await outbox(api, to)).find(match)
    if (found || Date.now() > until) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

let sequence = 0

/** A staff member of `dealerId`, invited by the operator, with the password set through their email. */
export async function staffSession(api: Api, dealerId: string, label = 'staff'): Promise<Staff> {
  const email = `${label}.${process.pid}.${++sequence}@dealer.example`
  const invited = await api.call(`/operator/dealers/${dealerId}/staff`, {
    method: 'POST',
    headers: { 'x-operator-key': RELIABILITY_OPERATOR_KEY },
    json: { email },
  })
  if (invited.status !== 201) throw new Error(`invite: ${invited.status}`)
  const mail = await waitForEmail(api, email, (e) => e.text.includes('/dealer/set-password?'))
  const link = mail?.text.match(/https?:\/\/\S+\/dealer\/set-password\?token=[A-Za-z0-9_-]+/)?.[0]
  if (!link) throw new Error(`no set-password link in: ${mail?.text}`)
  const token = new URL(link).searchParams.get('token')
  const set = await api.call('/dealer/auth/set-password', {
    method: 'POST',
    json: { token, password: PASSWORD },
  })
  if (set.status !== 200) throw new Error(`set-password: ${set.status}`)
  const data = ((await set.json()) as { data: { token: string; staff: { id: string } } }).data
  return { email, id: data.staff.id, token: data.token }
}

/** The first free vehicle of the dealership for `period`, as search offers it. */
export async function firstFree(api: Api, dealerId: string, period: Period, base?: number) {
  const search = new URLSearchParams({
    booking_start: period.start,
    booking_end: period.end,
    dealer_id: dealerId,
  })
  const found = (await (
    await api.call(`/vehicles?${search}`, base !== undefined ? { base } : {})
  ).json()) as { data: Vehicle[] }
  return found.data
}

/**
 * A PENDING booking by `token` of the dealership's first free vehicle for `period`; its customer emails
 * go to `email` when given.
 */
export async function bookAt(
  api: Api,
  token: string,
  dealerId: string,
  period: Period,
  email?: string,
): Promise<Booked> {
  const vehicle = (await firstFree(api, dealerId, period))[0]
  if (!vehicle) throw new Error(`no free vehicle at ${dealerId}`)
  const held = await lockVehicle(api, token, vehicle)
  const created = await api.call('/bookings', {
    method: 'POST',
    token,
    json: { ...bookingBody(vehicle, held.lock, period), ...(email ? { email } : {}) },
  })
  if (created.status !== 201) throw new Error(`book: ${created.status}`)
  const data = ((await created.json()) as { data: Omit<Booked, 'plate'> }).data
  return { appointment_id: data.appointment_id, booking_id: data.booking_id, plate: vehicle.license_plate }
}

/** `Authorization` for a staff session or a customer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
