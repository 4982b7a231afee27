import { createHmac } from 'node:crypto'
import type { Vehicle } from '../../server/routes/bookings/test-helpers'
import { type Api, book, freeVehicles, lockVehicle, PASSWORD, periods, register } from './api'
import type { Line } from './server-items'

/** Every id-taking call refuses another user; tokens stop; receipt links stop. */
export async function isolation(api: Api): Promise<Line[]> {
  const [period] = periods(1, 80)
  if (!period) throw new Error('no period')
  const vehicles = await freeVehicles(api, period)
  const owner = await register(api, 'owner')
  const other = await register(api, 'other')
  const [v1, v2] = vehicles as [Vehicle, Vehicle]
  const first = await lockVehicle(api, owner.token, v1)
  const booking = (
    (await (await book(api, owner.token, v1, first.lock, period)).json()) as { data: { booking_id: string } }
  ).data
  const held = await lockVehicle(api, owner.token, v2)
  const addressId = crypto.randomUUID()
  const address = {
    address: 'Via Roma',
    house_number: '1',
    additional_info: null,
    city: 'Milano',
    postal_code: '20121',
    country: 'IT',
    address_type: 'home',
  }
  await api.call(`/user/addresses/${addressId}`, { method: 'PUT', token: owner.token, json: address })
  const as = other.token
  const checks: [string, () => Promise<Response>, number[]][] = [
    [
      'GET booking cancellation',
      () => api.call(`/bookings/${booking.booking_id}/cancellation`, { token: as }),
      [404],
    ],
    [
      'DELETE booking',
      () => api.call(`/bookings/${booking.booking_id}`, { method: 'DELETE', token: as }),
      [404],
    ],
    ['GET booking receipt', () => api.call(`/bookings/${booking.booking_id}/receipt`, { token: as }), [404]],
    [
      'GET lock',
      () =>
        api.call(
          `/bookings/lock-time-slots/${held.lock.time_slot_lock_id}?session_id=${held.lock.session_id}`,
          { token: as },
        ),
      [404],
    ],
    [
      'unlock',
      () =>
        api.call('/bookings/unlock-time-slots', {
          method: 'POST',
          token: as,
          json: { time_slot_lock_id: held.lock.time_slot_lock_id, session_id: held.lock.session_id },
        }),
      [404],
    ],
    ['book with their lock', () => book(api, as, v2, held.lock, period), [409]],
    [
      'PUT address',
      () => api.call(`/user/addresses/${addressId}`, { method: 'PUT', token: as, json: address }),
      [404],
    ],
    [
      'DELETE address',
      () => api.call(`/user/addresses/${addressId}`, { method: 'DELETE', token: as }),
      [404],
    ],
    [
      'list bookings',
      async () => {
        const list = (await (await api.call('/bookings', { token: as })).json()) as { data: unknown[] }
        return new Response(null, { status: list.data.length === 0 ? 404 : 200 })
      },
      [404],
    ],
  ]
  let refused = 0
  const leaks: string[] = []
  for (const [name, run, expected] of checks) {
    const status = (await run()).status
    if (expected.includes(status)) refused++
    else leaks.push(`${name} ${status}`)
  }
  // Still the owner's after all that.
  const still = (await api.call(`/bookings/${booking.booking_id}/cancellation`, { token: owner.token }))
    .status

  // Tokens: after logout, after password change, after expiry (the test clock moves forward).
  const t1 = await register(api, 'tok')
  await api.call('/auth/logout', { method: 'POST', token: t1.token })
  const afterLogout = (await api.call('/user', { token: t1.token })).status
  const t2 = await register(api, 'tok')
  const login2 = (await (
    await api.call('/auth/login', { method: 'POST', json: { email: t2.email, password: PASSWORD } })
  ).json()) as { data: { token: string } }
  await api.call('/auth/change-password', {
    method: 'POST',
    token: t2.token,
    json: { current_password: PASSWORD, password: 'N3w-Password!', password_confirmation: 'N3w-Password!' },
  })
  const afterChange = (await api.call('/user', { token: login2.data.token })).status

  // Receipt links: tampered, then expired.
  const link = new URL(
    (
      (await (await api.call(`/bookings/${booking.booking_id}/receipt`, { token: owner.token })).json()) as {
        data: { receipt_url: string }
      }
    ).data.receipt_url,
  )
  const fresh = (await fetch(link)).status
  const tampered = new URL(link)
  tampered.searchParams.set('signature', createHmac('sha256', 'guess').update('x').digest('base64url'))
  const afterTamper = (await fetch(tampered)).status
  const otherLanguage = new URL(link)
  otherLanguage.searchParams.set('language', link.searchParams.get('language') === 'it' ? 'en' : 'it')
  const afterLanguage = (await fetch(otherLanguage)).status
  // Move every process's clock past the token lifetime and the link's 15 minutes.
  for (let base = 0; base < api.bases.length; base++) {
    await api.call('/dev/clock', { method: 'POST', json: { advance_minutes: 24 * 60 }, base })
  }
  const afterExpiry = (await api.call('/user', { token: owner.token })).status
  const linkExpired = (await fetch(link)).status
  const tokenOk = afterLogout === 401 && afterChange === 401 && afterExpiry === 401
  const linkOk =
    fresh === 200 &&
    afterTamper >= 400 &&
    afterTamper < 500 &&
    afterLanguage >= 400 &&
    afterLanguage < 500 &&
    linkExpired >= 400 &&
    linkExpired < 500
  return [
    {
      item: 'every id-taking call refuses another user',
      figure: `${refused}/${checks.length} refused${leaks.length ? ` (LEAKS: ${leaks.join(', ')})` : ''}, owner still ${still}`,
      ok: refused === checks.length && still === 200,
    },
    {
      item: 'tokens stop after logout, password change and expiry',
      figure: `after logout ${afterLogout}, after password change ${afterChange}, after expiry ${afterExpiry}`,
      ok: tokenOk,
    },
    {
      item: 'receipt links stop when tampered or expired',
      figure: `fresh ${fresh}, tampered ${afterTamper}, other language ${afterLanguage}, expired ${linkExpired}`,
      ok: linkOk,
    },
  ]
}
