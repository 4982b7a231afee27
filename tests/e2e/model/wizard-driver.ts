import type { Page, TestInfo } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import type { PathStep } from '../../../machines/testing/generate-paths'
import { lockSlot, registerCustomer } from '../api'
import { bookVehicle } from '../bookings-api'
import type { Language } from '../catalog'
import { expect } from '../fixtures'
import { freeVehicles, MILANO, type Period, periodFor, tab1Path } from '../wizard'
import { clickControl } from './wizard-actions'
import { expectStateShown } from './wizard-checks'
import { FAMILY, MODEL, placeOf, STEP_PATHS } from './wizard-pages'
import { callsOf, nearest, type Op, type Place, type Tabs } from './wizard-places'
import type { PlannedPath } from './wizard-plan'
import { CALL_OF, HeldRequests } from './wizard-requests'

/**
 * One planned path of `wizard-plan.ts` through the real app. Driving: arrange what the path starts from (a customer; a hold or a booking made through the API),
 * perform each step's ops (the customer's clicks and history moves, or the server's answer to a request
 * the test holds until then), and check that the page shows what the machine's state says. The requests
 * are held in `wizard-requests.ts`, the clicks are in `wizard-actions.ts`, the checks in `wizard-checks.ts`.
 */

export class WizardDriver {
  private language: Language = 'en'
  private email = ''
  private readonly period: Period
  /** This document's history, as seen after each navigation. */
  private tabs: Tabs | null = null
  /** When the hold the server last granted or confirmed ends. */
  private holdEnd = 0
  private readonly requests: HeldRequests
  private stored: Record<string, string> = {}
  private reservationNumber: string | null = null
  /** The wizard's refused moves, as the app logs them. */
  private refusals = 0

  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
    private readonly path: PlannedPath,
    info: TestInfo,
    slot: number,
  ) {
    this.period = periodFor(info, slot)
    this.requests = new HeldRequests(baseURL, path)
  }

  /** What the path starts from, made for real: storage as the machine's input says, and the page's clock. */
  async arrange(): Promise<void> {
    const { page } = this
    const path = this.path
    const customer = await registerCustomer(this.baseURL, 'Wanda')
    this.email = customer.user.email as string
    const filters = {
      family_code: FAMILY,
      cap: MILANO.cap,
      lat: Number(MILANO.lat),
      lng: Number(MILANO.lng),
      model: MODEL.code,
      dateFrom: this.period.dateFrom,
      timeFrom: this.period.timeFrom,
      dateTo: this.period.dateTo,
      timeTo: this.period.timeTo,
    }
    const stored: Record<string, string> = {
      language: 'en',
      filters: JSON.stringify(filters),
      location: JSON.stringify({
        name: 'Milano',
        lat: Number(MILANO.lat),
        lng: Number(MILANO.lng),
        postalCode: MILANO.cap,
      }),
    }
    if (path.start !== 'visitor') {
      stored.access_token = customer.token
      stored.expires_at = customer.expires_at
      stored.user = JSON.stringify(customer.user)
    }
    if (path.start === 'chosen' || path.start === 'holding' || path.start === 'booked') {
      const free = await freeVehicles(this.baseURL, FAMILY, this.period)
      stored.options = '[]'
      if (path.start === 'chosen') {
        if (!free[0]) throw new Error('no free vehicle for the period')
        stored.selectedVehicle = JSON.stringify(free[0])
      } else if (path.start === 'holding') {
        const vehicle = free[0]
        if (!vehicle) throw new Error('no free vehicle for the period')
        const { status, lock } = await lockSlot(this.baseURL, customer.token, vehicle.time_slot_lock_code)
        if (status !== 201 || !lock) throw new Error(`lock answered ${status}`)
        stored.selectedVehicle = JSON.stringify(vehicle)
        stored.unlock_code = lock.time_slot_lock_id
        stored.session_id = lock.session_id
      } else {
        const booked = await bookVehicle(
          this.baseURL,
          customer,
          { start: this.period.booking_start, end: this.period.booking_end },
          FAMILY,
        )
        const vehicle = free.find((found) => found.license_plate === booked.licensePlate)
        if (!vehicle) throw new Error('the booked vehicle was not among the free ones')
        stored.selectedVehicle = JSON.stringify(vehicle)
        stored.booking_id = booked.id
        this.reservationNumber = booked.appointmentId
      }
    }
    this.stored = stored
    if (path.steps.some((step) => step.event.type === 'xstate.done.actor.waitForHoldExpiry'))
      await page.clock.install()
    await page.route('**/api/v1/bookings**', (route) => this.requests.onRequest(route))
    page.on('console', (message) => {
      if (message.text().includes('The search steps do not allow this move')) this.refusals += 1
    })
    page.on('response', async (response) => {
      const call = CALL_OF(response.request())
      if (!call || !response.ok()) return
      const body = (await response.json().catch(() => null)) as {
        data?: { appointment_id?: string; expires_at?: string }
      } | null
      if (call === 'book' && body?.data?.appointment_id) this.reservationNumber = body.data.appointment_id
      if ((call === 'lock' || call === 'hold') && body?.data?.expires_at)
        this.holdEnd = Date.parse(body.data.expires_at)
    })
    if (path.prelude) {
      // A new visit: the family entered from the landing page, which stays in this tab's history.
      await this.open('landing')
      await this.track('open')
      await this.click({ op: 'click', control: 'enter' })
      await expect(page).toHaveURL(new RegExp(`/${FAMILY}/$`))
      await this.track('other')
    }
  }

  private async open(place: Place) {
    const { page } = this
    if (!this.tabs && Object.keys(this.stored).length) {
      // Storage is written on the origin before the app's first start.
      await page.goto(new URL('/api/v1/config', this.baseURL).toString())
      await page.evaluate((entries) => {
        localStorage.clear()
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      }, this.stored)
      this.stored = {}
    }
    const url =
      place === 'tab1' ? tab1Path(FAMILY, MODEL.code, this.period) : (STEP_PATHS[place] ?? STEP_PATHS.home)
    await page.goto(new URL(url as string, this.baseURL).toString())
  }

  /**
   * Records where the browser is: after opening a page (a new document), after a history move, or after
   * the other ops of a step (each may have pushed or replaced an entry).
   */
  private async track(kind: 'open' | 'go' | 'other') {
    const { index, pathname } = await this.page.evaluate(() => ({
      index: Number((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0),
      pathname: location.pathname,
    }))
    const last = this.tabs?.index ?? 0
    let entries = kind === 'open' || !this.tabs ? [] : [...this.tabs.entries]
    // A push drops the entries after the one it left.
    if (kind === 'other' && index > last) entries = entries.slice(0, last + 1)
    while (entries.length < index) entries.push('other')
    entries[index] = placeOf(pathname)
    if (kind === 'other' && index > last) entries = entries.slice(0, index + 1)
    this.tabs = { entries, index }
  }

  /** Runs a step: its ops, then the check of the state it leads to. */
  async step(before: AnyMachineSnapshot, step: PathStep, ops: Op[]): Promise<void> {
    const after = step.state
    this.requests.begin(before, after)
    const refusals = this.refusals
    for (const op of ops) {
      if (op.op === 'open') {
        await this.open(op.place)
        await this.track('open')
      } else if (op.op === 'go') {
        await this.go(op.place)
        await this.track('go')
      } else if (op.op === 'click') {
        await this.click(op)
      } else if (op.op === 'answer') {
        await this.requests.answer(op.call, op.answer)
      } else if (op.op === 'holdEnds') {
        // The page's clock reaches the end of the hold the server granted.
        const now = await this.page.evaluate(() => Date.now())
        await this.page.clock.fastForward(Math.max(this.holdEnd - now, 0) + 1000)
      }
    }
    await this.check(after)
    if (step.event.type === 'tab.select' && JSON.stringify(before.value) === JSON.stringify(after.value)) {
      // A refused move is only logged (SPEC §8), and the URL is back on the wizard's step.
      await expect.poll(() => this.refusals, { message: 'the refused move is logged' }).toBe(refusals + 1)
    }
    await this.track('other')
    this.requests.end(after)
  }

  private async go(place: Place) {
    const delta = this.tabs ? nearest(this.tabs, place) : null
    if (delta === null || !this.tabs)
      throw new Error(`no ${place} page in this tab's history: ${this.tabs?.entries}`)
    const index = this.tabs.index + delta
    await this.page.evaluate((n) => history.go(n), delta)
    await expect
      .poll(() =>
        this.page.evaluate(() => (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0),
      )
      .toBe(index)
  }

  private async click(op: Op & { op: 'click' }) {
    await clickControl(
      { page: this.page, language: this.language, email: this.email, period: this.period },
      op,
    )
    // Entering a family from the landing page switches the app to Italian.
    if (op.control === 'enter') this.language = 'it'
  }

  /** What the customer must see in each state of the machine. */
  async check(state: AnyMachineSnapshot): Promise<void> {
    for (const call of callsOf(state)) await this.requests.inFlight(call)
    await expectStateShown(this.page, state, {
      language: this.language,
      baseURL: this.baseURL,
      reservationNumber: () => this.reservationNumber,
    })
  }
}
