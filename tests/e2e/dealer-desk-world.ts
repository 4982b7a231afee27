import { expect } from '@playwright/test'
import { DateTime } from 'luxon'
import { type ApiSession, registerCustomer } from './api'
import { type Booked, bookVehicle, type Period } from './bookings-api'
import { mailbox } from './outbox'

/**
 * The dealer desk's browser tests' world: a server of their own with a known operator key, a customer's
 * PENDING request at a dealership, and that dealership's staff invited by the operator (the invitation's
 * link opens the desk's set-password page).
 */
export const OPERATOR_KEY = 'desk-operator-key-0123456789'
export const PASSWORD = 'Str0ng!Pass'

async function api(
  baseURL: string,
  path: string,
  init: { json?: unknown; headers?: Record<string, string> } = {},
) {
  const config = (await (await fetch(new URL('/api/v1/config', baseURL))).json()) as {
    data: { api_key: string }
  }
  const response = await fetch(new URL(`/api/v1/${path}`, baseURL), {
    method: init.json === undefined ? 'GET' : 'POST',
    headers: { 'x-api-key': config.data.api_key, 'content-type': 'application/json', ...init.headers },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  return { status: response.status, body: (await response.json()) as { data: unknown } }
}

/** 10:00 to 10:00 in Rome over two weekdays, `daysAhead` days ahead: far enough to stay PENDING. */
export function periodAhead(daysAhead: number): Period {
  let start = DateTime.now()
    .setZone('Europe/Rome')
    .plus({ days: daysAhead })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
  while (start.weekday === 7 || start.plus({ days: 2 }).weekday === 7) start = start.plus({ days: 1 })
  return { start: start.toUTC().toISO() ?? '', end: start.plus({ days: 2 }).toUTC().toISO() ?? '' }
}

/** A PENDING Jaguar request near Milano, and the id of the dealership it went to. */
export async function pendingRequest(baseURL: string, daysAhead: number, customer?: ApiSession) {
  const who = customer ?? (await registerCustomer(baseURL, 'Ada'))
  const at = periodAhead(daysAhead)
  const query = new URLSearchParams({
    latitude: '45.4642',
    longitude: '9.19',
    booking_start: at.start,
    booking_end: at.end,
  })
  const search = await api(baseURL, `vehicles/family/jaguar?${query}`)
  const first = (search.body.data as { dealer: { name: string } }[])[0]
  const dealers = await api(baseURL, `vehicles/dealers?${query}`)
  const dealer = (dealers.body.data as { dealer_id: string; name: string }[]).find(
    (row) => row.name === first?.dealer.name,
  )
  expect(dealer, 'the dealership of the first vehicle').toBeTruthy()
  const booked: Booked = await bookVehicle(baseURL, who, at, 'jaguar')
  return { booked, dealerId: dealer?.dealer_id ?? '', customer: who }
}

/** The operator invites `email` to the dealership; the invitation's set-password link, as emailed. */
export async function invitation(
  baseURL: string,
  dealerId: string,
  email: string,
  language: 'it' | 'en' = 'en',
) {
  const invited = await api(baseURL, `operator/dealers/${dealerId}/staff`, {
    json: { email, language },
    headers: { 'x-operator-key': OPERATOR_KEY },
  })
  expect(invited.status).toBe(201)
  const mail = (await mailbox(baseURL, email)).find((sent) =>
    sent.text.includes('/dealer/set-password?token='),
  )
  const link = mail?.text.match(/https?:\/\/\S+\/dealer\/set-password\?token=[A-Za-z0-9_-]+/)?.[0]
  expect(link, 'the invitation links to the desk').toBeTruthy()
  const url = new URL(String(link))
  return `${url.pathname}${url.search}`
}

/** The emailed Accept and Decline links of a request, as sent to `email`. */
export async function answerLinks(baseURL: string, email: string) {
  const texts = (await mailbox(baseURL, email)).map((sent) => sent.text).join('\n')
  const find = (answer: 'accept' | 'decline') => {
    const found = texts.match(new RegExp(`https?://\\S+/dealer/answer/${answer}\\?[^\\s"<>]+`))?.[0]
    if (!found) return null
    const url = new URL(found)
    return `${url.pathname}${url.search}`
  }
  return { accept: find('accept'), decline: find('decline') }
}
