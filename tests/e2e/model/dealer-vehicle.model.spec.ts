import type { Page, Route } from '@playwright/test'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { dealerVehicleMachine } from '../../../machines/dealer-vehicle/dealer-vehicle.machine'
import type { VehicleContext } from '../../../machines/dealer-vehicle/dealer-vehicle.types'
import { foldingAttempts, generatePaths, type PathStep } from '../../../machines/testing/generate-paths'
import { expect, test } from '../fixtures'
import { NO_APP } from '../no-app'
import { forgetCoverage, recordCoverage } from './coverage-store'
import { envelope, json, SESSION, STAFF } from './desk-network'

/**
 * A desk vehicle's machine, its generated paths driving the real vehicle page of a signed-in desk:
 * typing the block form, Block, Remove, Try again; the server's answers to the calendar, the block and
 * the removal queued on the network before the move that asks. After each step the page shows the state.
 */
const PLATE = 'FE076HY'
const BLOCK_ID = '00000000-0000-4000-8000-0000000000b1'
const vehicle = { license_plate: PLATE, model_code: 'defender-110', model_description: 'Defender 110' }
const block = {
  id: BLOCK_ID,
  license_plate: PLATE,
  start: '2026-12-02T23:00:00.000Z',
  end: '2026-12-03T23:00:00.000Z',
  reason: 'Service',
  created_by: { kind: 'staff', id: STAFF.id, label: STAFF.email },
  created_at: '2026-12-01T09:00:00.000Z',
}
const CALENDAR = {
  now: '2026-12-01T09:00:00.000Z',
  vehicle,
  from: '2026-12-01',
  days: [
    { day: '2026-12-01', locks: [], bookings: [], blocks: [] },
    { day: '2026-12-03', locks: [], bookings: [], blocks: [block] },
  ],
}

const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const { calendar } = snapshot.context as VehicleContext
  const hasBlock = calendar?.days.some((day) => day.blocks.length > 0) ?? false
  return [
    { type: 'field.change', field: 'start', value: '2026-12-10' },
    { type: 'field.change', field: 'end', value: '2026-12-12' },
    { type: 'field.change', field: 'reason', value: 'Brakes' },
    { type: 'block.submit' },
    ...(hasBlock ? [{ type: 'block.remove', id: BLOCK_ID }] : []),
    { type: 'failure.retry' },
    { type: 'xstate.done.actor.loadCalendar', output: CALENDAR },
    { type: 'xstate.error.actor.loadCalendar', error: { code: 'network' } },
    { type: 'xstate.done.actor.block', output: block },
    { type: 'xstate.error.actor.block', error: { code: 'network' } },
    { type: 'xstate.done.actor.removeBlock', output: { id: BLOCK_ID } },
    { type: 'xstate.error.actor.removeBlock', error: { code: 'network' } },
  ] as EventObject[]
}

const paths = generatePaths(dealerVehicleMachine, {
  inputs: [{ plate: PLATE }],
  events,
  serializeState: foldingAttempts,
})

type Call = 'loadCalendar' | 'block' | 'removeBlock'
type Answer = (route: Route) => Promise<void>
let queue: Record<Call, Answer[]>

function queueAnswers(steps: PathStep[], from: number) {
  for (const step of steps.slice(from)) {
    const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(step.event.type)
    if (!match) break
    const output = (step.event as EventObject & { output?: unknown }).output
    queue[match[2] as Call].push(
      match[1] === 'error'
        ? (route) => route.abort('connectionrefused')
        : (route) => json(route, 200, envelope(output)),
    )
  }
}

const LABELS = { start: 'First day', end: 'Last day', reason: 'Reason' } as const

async function act(page: Page, step: PathStep) {
  const event = step.event as EventObject & { field?: keyof typeof LABELS; value?: string }
  switch (event.type) {
    case 'field.change':
      return page.getByLabel(LABELS[event.field ?? 'reason'], { exact: true }).fill(String(event.value))
    case 'block.submit':
      return page.getByRole('button', { name: 'Block these days' }).click()
    case 'block.remove':
      return page.getByRole('button', { name: 'Remove the block "Service"' }).click()
    case 'failure.retry':
      return page.getByRole('button', { name: 'Try again' }).click()
    default:
      return undefined
  }
}

async function check(page: Page, state: AnyMachineSnapshot) {
  const { form } = state.context as VehicleContext
  if (state.matches('calendar')) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Defender 110 · ${PLATE}`)
    for (const field of ['start', 'end', 'reason'] as const) {
      const input = page.getByLabel(LABELS[field], { exact: true })
      await expect(input).toHaveValue(form[field])
      if (form.errors[field]) await expect(input).toHaveAttribute('aria-invalid', 'true')
      else await expect(input).not.toHaveAttribute('aria-invalid', 'true')
    }
    if (form.formError) await expect(page.getByRole('alert')).toContainText('We could not reach our service')
    await expect(page.getByRole('button', { name: 'Remove the block "Service"' })).toBeEnabled()
  } else if (state.matches('failure')) {
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  }
}

test.describe('dealerVehicle machine, through the real vehicle page', () => {
  const titles = new Set<string>()
  for (const [index, path] of paths.entries()) {
    const title = titles.has(path.name) ? `${path.name} #${index}` : path.name
    titles.add(title)
    test(title, async ({ page, baseURL }, info) => {
      const coverageId = `${info.project.name}-${index}`
      forgetCoverage('dealerVehicle', coverageId)
      queue = { loadCalendar: [], block: [], removeBlock: [] }
      const serve = (call: Call) => (route: Route) =>
        (queue[call].shift() ?? ((r: Route) => r.abort('failed')))(route)
      await page.route('**/api/v1/dealer/me', (route) =>
        json(
          route,
          200,
          envelope({ kind: 'staff', id: STAFF.id, label: STAFF.email, staff: STAFF, dealer: null }),
        ),
      )
      await page.route(`**/api/v1/dealer/vehicles/${PLATE}/calendar`, serve('loadCalendar'))
      await page.route(`**/api/v1/dealer/vehicles/${PLATE}/blocks`, serve('block'))
      await page.route(`**/api/v1/dealer/blocks/${BLOCK_ID}`, serve('removeBlock'))
      await page.goto(`${baseURL}${NO_APP}`)
      await page.evaluate((session) => {
        localStorage.setItem('language', 'en')
        localStorage.setItem('desk_token', session.token)
        localStorage.setItem('desk_staff', JSON.stringify(session.staff))
        localStorage.setItem('desk_expires_at', session.expires_at)
      }, SESSION)
      const steps = path.steps
      queueAnswers(steps, 1)
      await page.goto(`${baseURL}/dealer/vehicles/${PLATE}`)
      if (steps[0]) await check(page, steps[0].state)
      for (let n = 1; n < steps.length; n++) {
        const step = steps[n] as PathStep
        if (!step.event.type.startsWith('xstate.')) queueAnswers(steps, n + 1)
        await act(page, step)
        await check(page, step.state)
      }
      recordCoverage('dealerVehicle', coverageId, path.covers)
    })
  }
})
