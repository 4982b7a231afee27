import type { Page, Route } from '@playwright/test'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { dealerRequestsMachine } from '../../../machines/dealer-requests/dealer-requests.machine'
import type { RequestsContext } from '../../../machines/dealer-requests/dealer-requests.types'
import { foldingAttempts, generatePaths, type PathStep } from '../../../machines/testing/generate-paths'
import { expect, test } from '../fixtures'
import { NO_APP } from '../no-app'
import { forgetCoverage, recordCoverage } from './coverage-store'
import { envelope, json, SESSION, STAFF } from './desk-network'

/**
 * The desk requests machine's generated paths, each driving the real list page or a request's page of a
 * signed-in desk: Refresh, Accept, Decline with its dialog (a reason, a text, cancel), Try again; the
 * server's answers to the list, the request and the decisions queued on the network before the move that
 * asks. After each step the page shows what the state says.
 */
const REFERENCE = 'AR-MODL-0002'
const NOW = '2026-12-01T09:00:00.000Z'
const vehicle = { license_plate: 'FE076HY', model_code: 'defender-110', model_description: 'Defender 110' }
const REQUEST = {
  reference: REFERENCE,
  booking_id: '00000000-0000-4000-8000-00000000000c',
  status: 'PENDING',
  answer_by: '2026-12-02T09:00:00.000Z',
  customer: { first_name: 'Ada', last_name: 'Lovelace' },
  vehicle,
  booking_start: '2026-12-05T09:00:00.000Z',
  booking_end: '2026-12-08T09:00:00.000Z',
  total: 897,
  created_at: NOW,
}
const detail = (status: 'PENDING' | 'DECLINED') => ({
  ...REQUEST,
  now: NOW,
  status,
  customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+39 3331234567' },
  rental_days: 3,
  lines: [
    {
      type: 'rental_rate',
      code: 'DAILY_RATE',
      name: 'Rental rate',
      quantity: 3,
      unit_price: 284,
      price: 852,
    },
  ],
  language: 'en',
  decision:
    status === 'PENDING'
      ? null
      : {
          appointment_id: REFERENCE,
          decision: 'DECLINED',
          decided_by: { kind: 'staff', id: STAFF.id, label: 'marco@autovia.example' },
          channel: 'email_link',
          reason: 'No driver that day.',
          reason_code: null,
          decided_at: NOW,
        },
})

const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const context = snapshot.context as RequestsContext
  const pending = context.detail?.status === 'PENDING'
  return [
    ...(context.reference === null ? [{ type: 'list.refresh' }] : []),
    ...(pending ? [{ type: 'request.accept' }, { type: 'decline.start' }] : []),
    { type: 'decline.cancel' },
    { type: 'reason.choose', code: 'maintenance' },
    { type: 'reason.type', text: 'In the workshop that week.' },
    { type: 'decline.submit' },
    { type: 'failure.retry' },
    { type: 'xstate.done.actor.loadRequests', output: { now: NOW, requests: [REQUEST] } },
    { type: 'xstate.error.actor.loadRequests', error: { code: 'network' } },
    { type: 'xstate.done.actor.loadRequest', output: detail('PENDING') },
    { type: 'xstate.done.actor.loadRequest', output: detail('DECLINED') },
    { type: 'xstate.error.actor.loadRequest', error: { code: 'network' } },
    { type: 'xstate.done.actor.accept', output: null },
    { type: 'xstate.error.actor.accept', error: { code: 'network' } },
    { type: 'xstate.done.actor.decline', output: null },
    { type: 'xstate.error.actor.decline', error: { code: 'network' } },
  ] as EventObject[]
}

const paths = generatePaths(dealerRequestsMachine, {
  inputs: [{}, { reference: REFERENCE }],
  events,
  serializeState: foldingAttempts,
})

type Call = 'loadRequests' | 'loadRequest' | 'accept' | 'decline'
type Answer = (route: Route) => Promise<void>
let queue: Record<Call, Answer[]>

function answerOf(event: EventObject & { output?: unknown }): Answer {
  if (event.type.startsWith('xstate.error')) return (route) => route.abort('connectionrefused')
  const data = event.output ?? { appointment_id: REFERENCE, status: 'DONE' }
  return (route) => json(route, 200, envelope(data))
}

function queueAnswers(steps: PathStep[], from: number) {
  for (const step of steps.slice(from)) {
    const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(step.event.type)
    if (!match) break
    queue[match[2] as Call].push(answerOf(step.event))
  }
}

async function act(page: Page, step: PathStep) {
  const event = step.event as EventObject & { text?: string }
  const dialog = page.getByRole('dialog')
  switch (event.type) {
    case 'list.refresh':
      return page.getByRole('button', { name: 'Refresh' }).click()
    case 'request.accept':
      return page.getByRole('button', { name: 'Accept', exact: true }).click()
    case 'decline.start':
      return page.getByRole('button', { name: 'Decline…' }).click()
    case 'decline.cancel':
      return dialog.getByRole('button', { name: 'Keep the request' }).click()
    case 'reason.choose':
      return dialog.getByRole('radio', { name: 'The vehicle is in maintenance' }).check()
    case 'reason.type':
      return dialog.getByLabel('Message for the customer').fill(String(event.text))
    case 'decline.submit':
      return dialog.getByRole('button', { name: 'Decline the request' }).click()
    case 'failure.retry':
      return page.getByRole('button', { name: 'Try again' }).click()
    default:
      return undefined
  }
}

async function check(page: Page, state: AnyMachineSnapshot) {
  const context = state.context as RequestsContext
  const heading = page.getByRole('heading', { level: 1 })
  if (state.matches('list')) {
    await expect(heading).toHaveText('Requests to answer')
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(context.requests.length)
  } else if (state.matches({ detail: 'viewing' })) {
    await expect(heading).toHaveText(`Request ${REFERENCE}`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const accept = page.getByRole('button', { name: 'Accept', exact: true })
    if (context.detail?.status === 'PENDING') await expect(accept).toBeVisible()
    else {
      await expect(accept).toHaveCount(0)
      await expect(page.getByText('No driver that day.')).toBeVisible()
    }
  } else if (state.matches({ detail: 'declineForm' })) {
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const text = dialog.getByLabel('Message for the customer')
    await expect(text).toHaveValue(context.decline.text)
    if (context.decline.errors.text) await expect(text).toHaveAttribute('aria-invalid', 'true')
    else await expect(text).not.toHaveAttribute('aria-invalid', 'true')
  } else if (state.matches('decided')) {
    const said = context.decided === 'ACCEPTED' ? 'You accepted the request.' : 'You declined the request.'
    await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible()
  } else if (state.matches('failure')) {
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  }
}

test.describe('dealerRequests machine, through the real desk', () => {
  const titles = new Set<string>()
  for (const [index, path] of paths.entries()) {
    const input = path.input as { reference?: string }
    const named = `${input.reference ? 'request page' : 'list'}: ${path.name}`
    const title = titles.has(named) ? `${named} #${index}` : named
    titles.add(title)
    test(title, async ({ page, baseURL }, info) => {
      const coverageId = `${info.project.name}-${index}`
      forgetCoverage('dealerRequests', coverageId)
      queue = { loadRequests: [], loadRequest: [], accept: [], decline: [] }
      const serve = (call: Call) => (route: Route) =>
        (queue[call].shift() ?? ((r: Route) => r.abort('failed')))(route)
      await page.route('**/api/v1/dealer/me', (route) =>
        json(
          route,
          200,
          envelope({ kind: 'staff', id: STAFF.id, label: STAFF.email, staff: STAFF, dealer: null }),
        ),
      )
      await page.route('**/api/v1/dealer/requests', serve('loadRequests'))
      await page.route(`**/api/v1/dealer/requests/${REFERENCE}`, serve('loadRequest'))
      await page.route(`**/api/v1/dealer/bookings/${REFERENCE}/accept`, serve('accept'))
      await page.route(`**/api/v1/dealer/bookings/${REFERENCE}/decline`, serve('decline'))
      await page.goto(`${baseURL}${NO_APP}`)
      await page.evaluate((session) => {
        localStorage.setItem('language', 'en')
        localStorage.setItem('desk_token', session.token)
        localStorage.setItem('desk_staff', JSON.stringify(session.staff))
        localStorage.setItem('desk_expires_at', session.expires_at)
      }, SESSION)
      const steps = path.steps
      queueAnswers(steps, 1)
      await page.goto(`${baseURL}${input.reference ? `/dealer/requests/${input.reference}` : '/dealer'}`)
      if (steps[0]) await check(page, steps[0].state)
      for (let n = 1; n < steps.length; n++) {
        const step = steps[n] as PathStep
        if (!step.event.type.startsWith('xstate.')) queueAnswers(steps, n + 1)
        await act(page, step)
        await check(page, step.state)
      }
      recordCoverage('dealerRequests', coverageId, path.covers)
    })
  }
})
