import { expect } from 'vitest'
import { bearer } from '../../../tests/api/accounts'
import { bookingBody, lock, rome, searchVehicles, type Vehicle } from '../bookings/test-helpers'
import { OPERATOR_KEY, staffWorld } from '../dealer-staff/dealer-staff.test-support'

/**
 * The world of the dealer desk's tests (issue 33): the dealer staff world (a server, a customer, two
 * dealerships A and B), with the desk's calls, a key of a dealership, and search for a period.
 */
export { OPERATOR_KEY }
export type Headers = Record<string, string>

export function deskWorld() {
  const w = staffWorld()

  /** A GET of a desk call (`/dealer/…`), with its status and envelope. */
  async function get(pathname: string, headers: Headers) {
    const response = await w.server.api(`/api/v1/dealer${pathname}`, { headers })
    return { status: response.status, body: await response.json() }
  }

  async function send(method: 'POST' | 'DELETE', pathname: string, headers: Headers, json?: unknown) {
    const response = await w.server.api(`/api/v1/dealer${pathname}`, { method, headers, json })
    return { status: response.status, body: await response.json() }
  }

  /** A new key of the dealership, as its `x-dealer-key` header. */
  async function keyOf(dealerId: string): Promise<Headers> {
    const created = await w.post(
      `/operator/dealers/${dealerId}/keys`,
      { label: 'Desk tests' },
      { 'x-operator-key': OPERATOR_KEY },
    )
    expect(created.status).toBe(201)
    return { 'x-dealer-key': (await created.json()).data.key as string }
  }

  /** A staff session of the dealership, as its Authorization header. */
  async function sessionOf(dealerId: string, language?: 'it' | 'en'): Promise<Headers> {
    const staff = await w.staffOf(dealerId, 'desk', language)
    return { authorization: `Bearer ${staff.token}` }
  }

  /** The plates search offers for a Rome period (dates as YYYY-MM-DD, 10:00 to 10:00). */
  async function offered(from: string, to: string, dealerId: string) {
    const query = { booking_start: rome(from, '10:00'), booking_end: rome(to, '10:00'), dealer_id: dealerId }
    return (await searchVehicles(w.server, query)).body.data.map((v) => v.license_plate)
  }

  /** A PENDING booking of one of the dealer's vehicles for `at`, with its first service when `withService`. */
  async function bookWith(dealerId: string, at: { start: string; end: string }, withService = false) {
    const query = { booking_start: at.start, booking_end: at.end, dealer_id: dealerId }
    const vehicle = (await searchVehicles(w.server, query)).body.data[0] as Vehicle
    expect(vehicle).toBeDefined()
    const held = await lock(w.server, w.customer.token, vehicle.time_slot_lock_code)
    expect(held.status).toBe(201)
    const services = withService ? [vehicle.pricing.services[0]?.code ?? ''] : []
    const response = await w.server.api('/api/v1/bookings', {
      method: 'POST',
      headers: bearer(w.customer.token),
      json: bookingBody(vehicle, (await held.json()).data, at, services),
    })
    expect(response.status).toBe(201)
    const booked = (await response.json()).data as { booking_id: string; appointment_id: string }
    return { ...booked, vehicle }
  }

  return Object.assign(w, { get, send, keyOf, sessionOf, offered, bookWith })
}
