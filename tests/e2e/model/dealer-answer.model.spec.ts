import type { Page, Route } from '@playwright/test'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { dealerAnswerMachine } from '../../../machines/dealer-answer/dealer-answer.machine'
import type { AnswerContext } from '../../../machines/dealer-answer/dealer-answer.types'
import { foldingAttempts, generatePaths, type PathStep } from '../../../machines/testing/generate-paths'
import { expect, test } from '../fixtures'
import { NO_APP } from '../no-app'
import { forgetCoverage, recordCoverage } from './coverage-store'
import { envelope, json, refusal, STAFF } from './desk-network'

/**
 * The emailed answer link's machine, its generated paths driving the real page: opening an Accept or a
 * Decline link (or one missing a field), Accept, the reason form, retry; the server's answers to the
 * reading and the posting of the link queued on the network before the step that makes the calls. After
 * each step the page shows what the state says.
 */
const LINK = {
  booking: '00000000-0000-4000-8000-00000000000b',
  staff: STAFF.id,
  expires: '1796000000',
  signature: 'x'.repeat(43),
}
const REQUEST = {
  booking_id: LINK.booking,
  appointment_id: 'AR-MODL-0001',
  status: 'PENDING',
  model_description: 'Defender 110',
  license_plate: 'FE076HY',
  booking_start: '2026-12-05T09:00:00.000Z',
  booking_end: '2026-12-08T09:00:00.000Z',
  rental_duration: 3,
  customer_name: 'Ada Lovelace',
  options: [],
  total_price: 897,
  answer_by: '2026-12-02T09:00:00.000Z',
  dealer_name: 'Nobile Auto Monza',
}
const DECISION = {
  appointment_id: REQUEST.appointment_id,
  decision: 'ACCEPTED',
  decided_by: { kind: 'staff', id: STAFF.id, label: STAFF.email },
  channel: 'email_link',
  reason: null,
  reason_code: null,
  decided_at: '2026-12-01T10:00:00.000Z',
}
const staff = { id: STAFF.id, email: STAFF.email }
const STATES = {
  valid: { state: 'valid', request: REQUEST, staff },
  decided: { state: 'decided', request: { ...REQUEST, status: 'ACCEPTED' }, staff, decision: DECISION },
  expired: { state: 'expired', request: { ...REQUEST, status: 'EXPIRED' }, staff },
} as const

const failures = [
  { code: 'dealer.link_invalid' },
  { code: 'dealer.answer_decided' },
  { code: 'network' },
] as const

const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const { answer } = snapshot.context as AnswerContext
  return [
    ...(answer === 'accept'
      ? [{ type: 'answer.accept' }]
      : [
          { type: 'reason.choose', code: 'maintenance' },
          { type: 'reason.type', text: 'In the workshop that week.' },
          { type: 'decline.submit' },
        ]),
    { type: 'failure.retry' },
    ...Object.values(STATES).map((output) => ({ type: 'xstate.done.actor.readLink', output })),
    { type: 'xstate.error.actor.readLink', error: { code: 'dealer.link_invalid' } },
    { type: 'xstate.error.actor.readLink', error: { code: 'network' } },
    ...(['accept', 'decline'] as const).flatMap((id) => [
      { type: `xstate.done.actor.${id}`, output: STATES.decided },
      ...failures.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
    ]),
  ] as EventObject[]
}

const paths = generatePaths(dealerAnswerMachine, {
  inputs: [
    { answer: 'accept', link: LINK },
    { answer: 'decline', link: LINK },
    { answer: 'accept', link: {} },
  ],
  events,
  serializeState: foldingAttempts,
})

type Answer = (route: Route) => Promise<void>
let queue: Record<'readLink' | 'accept' | 'decline', Answer[]>

/** What the server says to one call, from the step that stands for its answer. */
function answerOf(event: EventObject & { output?: unknown; error?: { code: string } }): Answer {
  if (event.type.startsWith('xstate.done')) return (route) => json(route, 200, envelope(event.output))
  const code = event.error?.code
  if (code === 'network') return (route) => route.abort('connectionrefused')
  if (code === 'dealer.link_invalid') return (route) => json(route, 403, refusal('This link is not valid.'))
  return (route) => json(route, 409, { success: false, message: 'Already decided.', data: DECISION })
}

/** The answers to the calls the steps after `n` stand for, queued before the move that makes them. */
function queueAnswers(steps: PathStep[], from: number) {
  for (const step of steps.slice(from)) {
    const match = /^xstate\.(done|error)\.actor\.(readLink|accept|decline)$/.exec(step.event.type)
    if (!match) break
    queue[match[2] as keyof typeof queue].push(answerOf(step.event as never))
  }
}

async function act(page: Page, step: PathStep) {
  const event = step.event as EventObject & { code?: string; text?: string }
  switch (event.type) {
    case 'answer.accept':
      return page.getByRole('button', { name: 'Accept the request' }).click()
    case 'reason.choose':
      return page.getByRole('radio', { name: 'The vehicle is in maintenance' }).check()
    case 'reason.type':
      return page.getByLabel('Message for the customer').fill(String(event.text))
    case 'decline.submit':
      return page.getByRole('button', { name: 'Decline the request' }).click()
    case 'failure.retry':
      return page.getByRole('button', { name: 'Try again' }).click()
    default:
      // The server's answer, queued before the move that asked, arrives by itself.
      return undefined
  }
}

async function check(page: Page, state: AnyMachineSnapshot) {
  const context = state.context as AnswerContext
  const heading = page.getByRole('heading', { level: 1 })
  if (state.matches({ answering: 'confirming' })) {
    await expect(heading).toHaveText(`Accept request ${REQUEST.appointment_id}?`)
  } else if (state.matches({ answering: 'declineForm' })) {
    await expect(heading).toHaveText(`Decline request ${REQUEST.appointment_id}?`)
    const text = page.getByLabel('Message for the customer')
    await expect(text).toHaveValue(context.decline.text)
    if (context.decline.errors.text) await expect(text).toHaveAttribute('aria-invalid', 'true')
    else await expect(text).not.toHaveAttribute('aria-invalid', 'true')
    const radio = page.getByRole('radio', { name: 'The vehicle is in maintenance' })
    if (context.decline.code) await expect(radio).toBeChecked()
    else await expect(radio).not.toBeChecked()
  } else if (state.matches('decided')) {
    await expect(heading).toHaveText('This request is decided')
    await expect(page.getByText('from the email')).toBeVisible()
  } else if (state.matches('expired')) {
    await expect(heading).toHaveText('This request has expired')
  } else if (state.matches('invalid')) {
    await expect(heading).toHaveText('This link is not valid')
  } else if (state.matches('failure')) {
    await expect(heading).toHaveText('The request could not be reached')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  }
}

test.describe('dealerAnswer machine, through the real page', () => {
  const titles = new Set<string>()
  for (const [index, path] of paths.entries()) {
    const input = path.input as { answer: string; link: Partial<typeof LINK> }
    const named = `${input.answer}${input.link.booking ? '' : ' (incomplete)'}: ${path.name}`
    const title = titles.has(named) ? `${named} #${index}` : named
    titles.add(title)
    test(title, async ({ page, baseURL }, info) => {
      const coverageId = `${info.project.name}-${index}`
      forgetCoverage('dealerAnswer', coverageId)
      queue = { readLink: [], accept: [], decline: [] }
      const serve = (call: keyof typeof queue) => (route: Route) =>
        (queue[call].shift() ?? ((r: Route) => r.abort('failed')))(route)
      await page.route('**/api/v1/dealer/links/answer?*', serve('readLink'))
      await page.route('**/api/v1/dealer/links/answer/accept', serve('accept'))
      await page.route('**/api/v1/dealer/links/answer/decline', serve('decline'))
      await page.goto(`${baseURL}${NO_APP}`)
      await page.evaluate(() => localStorage.setItem('language', 'en'))
      const steps = path.steps
      queueAnswers(steps, 1)
      const query = input.link.booking ? `?${new URLSearchParams(input.link as Record<string, string>)}` : ''
      await page.goto(`${baseURL}/dealer/answer/${input.answer}${query}`)
      if (steps[0]) await check(page, steps[0].state)
      for (let n = 1; n < steps.length; n++) {
        const step = steps[n] as PathStep
        if (!step.event.type.startsWith('xstate.')) queueAnswers(steps, n + 1)
        await act(page, step)
        await check(page, step.state)
      }
      recordCoverage('dealerAnswer', coverageId, path.covers)
    })
  }
})
