import { type Api, periods, register } from './api'
import { bookAt, type Staff, staffSession, twoDealers, waitForEmail } from './dealer-staff'
import type { Line } from './server-items'

type Fields = Record<string, string>

/** Past the answer deadline of a request booked now (DEALER_ANSWER_HOURS, 48 by default). */
const PAST_DEADLINE_MINUTES = 49 * 60

/**
 * The signed, single-use Accept / Decline links of the new request's email (issue 33): a fresh link
 * reads `valid`, accepts once, then reads `decided` and answers 409; a changed signature, booking or
 * staff member and a truncated signature are refused (403); past the deadline the link answers 410.
 * None answers 200 where it should refuse, none 500. It moves every process's clock past the deadline,
 * so it runs after the items that need today's clock.
 */
export async function answerLinks(api: Api): Promise<Line> {
  const [period] = periods(1, 105)
  if (!period) throw new Error('no period')
  const [dealer] = await twoDealers(api, period)
  const customer = await register(api, 'links')
  const [first, second] = [await staffSession(api, dealer, 'link'), await staffSession(api, dealer, 'link')]
  const booked = await bookAt(api, customer.token, dealer, period, customer.email)
  const later = await bookAt(api, customer.token, dealer, period)
  const link = await acceptLink(api, first, booked.appointment_id)
  const other = await acceptLink(api, first, later.appointment_id)
  const otherStaff = await acceptLink(api, second, booked.appointment_id)
  const read = async (fields: Fields) => {
    const response = await api.call(`/dealer/links/answer?${new URLSearchParams(fields)}`)
    const body = (await response.json()) as { data: { state?: string } | null }
    return { status: response.status, state: body.data?.state }
  }
  const answer = async (action: 'accept' | 'decline', fields: Fields) =>
    (
      await api.call(`/dealer/links/answer/${action}`, {
        method: 'POST',
        json: { ...fields, ...(action === 'decline' ? { reason_code: 'maintenance' } : {}) },
      })
    ).status
  const statuses: number[] = []
  const seen = <T extends { status: number } | number>(result: T) => {
    statuses.push(typeof result === 'number' ? result : result.status)
    return result
  }

  const fresh = seen(await read(link))
  const sig = link.signature ?? ''
  const forged: [string, Fields][] = [
    ['tampered signature', { ...link, signature: `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}` }],
    ["another booking's id", { ...link, booking: other.booking ?? '' }],
    ["another staff member's id", { ...link, staff: otherStaff.staff ?? '' }],
    ['truncated signature', { ...link, signature: sig.slice(0, Math.floor(sig.length / 2)) }],
  ]
  const refusals: string[] = []
  for (const [name, fields] of forged) {
    const got = [
      seen(await read(fields)).status,
      seen(await answer('accept', fields)),
      seen(await answer('decline', fields)),
    ]
    if (got.some((s) => s !== 403)) refusals.push(`${name} ${got.join('/')}`)
  }
  const accepted = seen(await answer('accept', link))
  const reopened = seen(await read(link))
  const again = [seen(await answer('accept', link)), seen(await answer('decline', link))]
  const confirmed =
    (await waitForEmail(api, customer.email, (e) => e.kind === 'booking_confirmed')) !== undefined

  // Past the deadline on every process: the other booking's link (still PENDING) reads expired, answers 410.
  for (let base = 0; base < api.bases.length; base++)
    await api.call('/dev/clock', { method: 'POST', json: { advance_minutes: PAST_DEADLINE_MINUTES }, base })
  const expired = seen(await read(other))
  const late = [seen(await answer('accept', other)), seen(await answer('decline', other))]

  const errors = statuses.filter((s) => s >= 500).length
  const ok =
    fresh.status === 200 &&
    fresh.state === 'valid' &&
    refusals.length === 0 &&
    accepted === 200 &&
    confirmed &&
    reopened.state === 'decided' &&
    again.every((s) => s === 409) &&
    expired.state === 'expired' &&
    late.every((s) => s === 410) &&
    errors === 0
  return {
    item: 'signed answer links: once only, forged ones refused, expired ones closed',
    figure: [
      `fresh ${fresh.status} ${fresh.state}`,
      `forged 4×3 ${refusals.length ? `LEAKS: ${refusals.join(', ')}` : 'all 403'}`,
      `accept ${accepted}${confirmed ? ' (customer emailed)' : ' (NO confirmation email)'}`,
      `reopened ${reopened.state}`,
      `again ${again.join('/')}`,
      `expired reads ${expired.state}, answers ${late.join('/')}`,
      `${errors} × 5xx`,
    ].join(', '),
    ok,
  }
}

/** The signed fields of the Accept link in `staff`'s new-request email about `reference`. */
async function acceptLink(api: Api, staff: Staff, reference: string): Promise<Fields> {
  const mail = await waitForEmail(
    api,
    staff.email,
    (e) => e.kind === 'dealer_new_request' && e.subject.includes(reference),
  )
  const found = mail?.text.match(/https?:\/\/\S+\/dealer\/answer\/accept\?\S+/)?.[0]
  if (!found) throw new Error(`no accept link for ${reference} in: ${mail?.text}`)
  return Object.fromEntries(new URL(found).searchParams)
}
