import { expect } from 'vitest'
import type { OutboxEmail } from '../../../src/contract/outbox'
import { OPERATOR_KEY, PUBLIC_URL, staffWorld } from '../dealer-staff/dealer-staff.test-support'

/**
 * The calls of the dealer answer link tests (issue 33), over the dealer staff tests' world: the emails of
 * a new request, the signed fields of their links, reading a link and answering with it.
 */
export type LinkFields = { booking: string; staff: string; expires: string; signature: string }
export const asOperator = { 'x-dealer-key': OPERATOR_KEY }

export function linkWorld() {
  const w = staffWorld()

  async function outbox(to: string): Promise<OutboxEmail[]> {
    const response = await w.server.api(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)
    return (await response.json()).data
  }

  /** The new-request emails to `to` about the reservation `reference`. */
  async function requestEmails(to: string, reference: string) {
    return (await outbox(to)).filter((e) => e.kind === 'dealer_new_request' && e.subject.includes(reference))
  }

  /** The link of `action` in an email's text part, and its signed fields. */
  function linkIn(mail: OutboxEmail | undefined, action: 'accept' | 'decline') {
    const pattern = new RegExp(`https?://\\S+/dealer/answer/${action}\\?\\S+`)
    const found = mail?.text.match(pattern)?.[0]
    if (!found) throw new Error(`no ${action} link in: ${mail?.text}`)
    const url = new URL(found)
    expect(url.origin).toBe(PUBLIC_URL)
    const fields = Object.fromEntries(url.searchParams) as LinkFields
    expect(Object.keys(fields).sort()).toEqual(['booking', 'expires', 'signature', 'staff'])
    return { url, fields }
  }

  /**
   * A staff member of dealership A, a booking of theirs (by `email` when given, its customer), and the
   * accept link of that member's email (the decline link carries the same fields).
   */
  async function requestWithLink(options: { language?: 'it' | 'en'; email?: string } = {}) {
    const member = await w.staffOf(w.dealerA, 'answer')
    const booking = await w.bookAt(w.dealerA, options)
    const [mail] = await requestEmails(member.email, booking.appointment_id)
    return { member, booking, mail, customer: options.email, ...linkIn(mail, 'accept') }
  }

  function read(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return w.server.api(`/api/v1/dealer/links/answer?${new URLSearchParams(fields)}`, { headers })
  }

  function answer(action: 'accept' | 'decline', json: Record<string, unknown>) {
    return w.post(`/dealer/links/answer/${action}`, json)
  }

  async function decisionOf(reference: string) {
    const response = await w.dealerCall('decision', reference, asOperator)
    expect(response.status).toBe(200)
    return (await response.json()).data
  }

  return Object.assign(w, { outbox, requestEmails, linkIn, requestWithLink, read, answer, decisionOf })
}
