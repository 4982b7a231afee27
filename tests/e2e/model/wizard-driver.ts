import type { APIResponse, Page, Request, Route, TestInfo } from '@playwright/test'
import { DateTime } from 'luxon'
import type { AnyMachineSnapshot } from 'xstate'
import { LOGIN_ROUTE, STEP_ROUTES, stepOfRoute } from '../../../src/app/step-routes'
import { lockSlot, registerCustomer } from '../api'
import { bookVehicle } from '../bookings-api'
import { type Language, startsWith, text } from '../catalog'
import { expect } from '../fixtures'
import { freeVehicles, MILANO, type Period, periodFor, tab1Path } from '../wizard'
import type { PathStep } from './graph'

import {
  type Answer,
  type Call,
  type Control,
  type Ctx,
  callsOf,
  nearest,
  type Op,
  type Place,
  type PlannedPath,
  type Tabs,
} from './wizard-plan'

/**
 * One planned path of `wizard-plan.ts` through the real app. Driving: arrange what the path starts from (a customer; a hold or a booking made through the API),
 * perform each step's ops (the customer's clicks and history moves, or the server's answer to a request
 * the test holds until then), and check that the page shows what the machine's state says.
 */

const FAMILY = 'range-rover'
const MODEL = { code: 'range-rover-sport', name: 'Range Rover Sport' }
const PASSWORD = 'Str0ng!Pass'

/** A route of the app (src/app/step-routes.ts) as this family's path. */
const pathOf = (route: string) => route.replace('$family', FAMILY)

const STEP_PATHS: Record<string, string> = {
  landing: '/',
  home: `/${FAMILY}/`,
  tab2: pathOf(STEP_ROUTES.tab2),
  tab3: pathOf(STEP_ROUTES.tab3),
  tab4: pathOf(STEP_ROUTES.tab4),
  success: pathOf(STEP_ROUTES.success),
  login: pathOf(LOGIN_ROUTE),
}

/** Which page a pathname shows, as the plan names pages. */
function placeOf(pathname: string): Place {
  if (pathname === '/') return 'landing'
  const route = pathname.replace(/^\/[^/]+/, '/$family').replace(/\/$/, '')
  if (route === '/$family') return 'home'
  const step = stepOfRoute(route)
  if (step) return step
  if (route === LOGIN_ROUTE.replace(/\/$/, '')) return 'login'
  if (route.startsWith('/$family/account')) return 'account'
  return 'other'
}

const STEP_LABEL_IDS: Record<string, { en: string; id: string }> = {
  tab1: { en: 'Search', id: 'search.01' },
  tab2: { en: 'Vehicle', id: 'search.02' },
  tab3: { en: 'Options', id: 'search.03' },
  tab4: { en: 'Details', id: 'search.04' },
}

const CALL_OF = (request: Request): Call | null => {
  const { pathname } = new URL(request.url())
  const method = request.method()
  if (pathname.endsWith('/bookings/lock-time-slots') && method === 'POST') return 'lock'
  if (/\/bookings\/lock-time-slots\/[^/]+$/.test(pathname) && method === 'GET') return 'hold'
  if (pathname.endsWith('/bookings/unlock-time-slots') && method === 'POST') return 'unlock'
  if (pathname.endsWith('/api/v1/bookings') && method === 'POST') return 'book'
  if (pathname.endsWith('/api/v1/bookings') && method === 'GET') return 'number'
  return null
}

/** The node of the machine that made a call: a new node is a new request. */
function callerOf(s: AnyMachineSnapshot): string | null {
  if (s.matches('lockingSlot')) return 'lockingSlot'
  if (s.matches('booking')) return 'booking'
  if (s.matches('releasingSlot')) return 'releasingSlot'
  if (s.matches({ inFlow: { tab1: 'releasingSlot' } })) return 'tab1.releasingSlot'
  if (s.matches({ inFlow: { tab4: 'verifyingHold' } })) return 'verifyingHold'
  if (s.matches({ inFlow: { success: 'findingNumber' } })) return 'findingNumber'
  return null
}

/**
 * A request the test holds. The server does its part when the request is made (unless the path says it
 * never gets there), as it would; only its answer waits for the step that delivers it.
 */
type Held = {
  route: Route
  caller: string | null
  /** The step that answers it, or null when its caller is gone before (its answer never matters). */
  answerStep: number | null
  answer: Answer | null
  response: Promise<APIResponse> | null
}

export class WizardDriver {
  private language: Language = 'en'
  private email = ''
  private readonly period: Period
  /** This document's history, as seen after each navigation. */
  private tabs: Tabs | null = null
  /** When the hold the server last granted or confirmed ends. */
  private holdEnd = 0
  private readonly held = new Map<Call, Held[]>()
  /** Every request of the wizard's calls, with the step it was made in. */
  private readonly seen: string[] = []
  private holding = new Set<Call>()
  /** The step being run, and the machine's state it leads to. */
  private stepIndex = 0
  private current: AnyMachineSnapshot | null = null
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
  }

  private t(english: string): string {
    return text(this.language, english)
  }

  private apiKey: Promise<string> | undefined

  private async api(path: string, json?: unknown) {
    this.apiKey ??= fetch(new URL('/api/v1/config', this.baseURL))
      .then((response) => response.json())
      .then((body: { data: { api_key: string } }) => body.data.api_key)
    return fetch(new URL(`/api/v1/${path}`, this.baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': await this.apiKey },
      body: JSON.stringify(json ?? {}),
    })
  }

  /** What the path starts from, made for real: storage as the machine's input says, and the page's clock. */
  async arrange(): Promise<void> {
    const { page, path } = this
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
    await page.route('**/api/v1/bookings**', (route) => this.onRequest(route))
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

  private onRequest(route: Route) {
    const call = CALL_OF(route.request())
    if (call) this.seen.push(`${call} at step ${this.stepIndex}${this.holding.has(call) ? ' (held)' : ''}`)
    if (!call || !this.holding.has(call) || !this.current) return route.continue()
    const caller = callerOf(this.current)
    const { steps, plans } = this.path
    // The step that answers it: the first later one answering this call while its caller still runs.
    let answerStep: number | null = null
    let answer: Answer | null = null
    for (let n = this.stepIndex + 1; n < steps.length; n += 1) {
      if (callerOf(steps[n - 1]?.state as AnyMachineSnapshot) !== caller) break
      const op = (plans[n] ?? []).find((o) => o.op === 'answer' && o.call === call)
      if (op?.op === 'answer') {
        answerStep = n
        answer = op.answer
        break
      }
    }
    const held: Held = { route, caller, answerStep, answer, response: null }
    if (answer && answer !== 'lost') held.response = this.serverSide(route, call, answer)
    this.held.set(call, [...(this.held.get(call) ?? []), held])
  }

  /** The server's part, done when the request is made. */
  private async serverSide(route: Route, call: Call, answer: Answer): Promise<APIResponse> {
    if (answer === 'expireThenPass') {
      // The server's clock has ended the hold by the time this request gets there.
      const request = route.request()
      const lockId =
        call === 'hold'
          ? decodeURIComponent(new URL(request.url()).pathname.split('/').at(-1) ?? '')
          : (request.postDataJSON() as { time_slot_lock_id: string }).time_slot_lock_id
      const expired = await this.api(`dev/locks/${lockId}/expire`)
      if (![200, 404].includes(expired.status)) throw new Error(`expire answered ${expired.status}`)
    }
    return route.fetch()
  }

  /** A request of `call` from the caller now running, still held. */
  private pending(call: Call): Held | undefined {
    const caller = this.current ? callerOf(this.current) : null
    return (this.held.get(call) ?? []).filter((held) => held.caller === caller).at(-1)
  }

  /** The requests held now, with the node that made each, for a failure's message. */
  private heldNow(): string {
    const held = [...this.held].flatMap(([call, list]) => list.map((h) => `${call} from ${h.caller}`))
    return `${held.join(', ') || 'none'}; requests made: ${this.seen.join(', ') || 'none'}`
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
    this.stepIndex += 1
    this.current = after
    this.holding = new Set([...callsOf(before), ...callsOf(after)])
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
        await this.answer(op.call, op.answer)
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
    this.holding = new Set(callsOf(after))
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

  /** Delivers the answer of the held request this step answers. */
  private async answer(call: Call, answer: Answer) {
    const mine = () => (this.held.get(call) ?? []).find((held) => held.answerStep === this.stepIndex)
    await expect.poll(() => mine() !== undefined, { message: `the ${call} request is made` }).toBe(true)
    const held = mine() as Held
    this.held.set(
      call,
      (this.held.get(call) ?? []).filter((other) => other !== held),
    )
    if (answer === 'lost' || answer === 'lostAfter') {
      await held.response
      return held.route.abort('connectionrefused')
    }
    return held.route.fulfill({ response: (await held.response) as APIResponse })
  }

  private async click(op: Op & { op: 'click' }) {
    const { page } = this
    const t = (english: string) => this.t(english)
    const control: Control = op.control
    switch (control) {
      case 'search':
        return this.search()
      case 'stepLink': {
        const label = STEP_LABEL_IDS[op.tab ?? 'tab1'] as { en: string; id: string }
        const name = this.language === 'en' ? label.en : text('it', label.id)
        return page
          .getByRole('navigation', { name: t('Booking steps') })
          .getByRole('link', { name })
          .click()
      }
      case 'backToResults':
        return page.getByRole('button', { name: t('Back to the results') }).click()
      case 'chooseVehicle':
        return page
          .getByRole('region', { name: t('Available vehicles') })
          .getByRole('article')
          .first()
          .getByRole('button', { name: startsWith(this.language, 'Book') })
          .click()
      case 'bookVehicle':
        return page
          .getByRole('main')
          .getByRole('button', { name: t('Book'), exact: true })
          .click()
      case 'addOption':
        return page
          .getByRole('button', { name: startsWith(this.language, 'Add') })
          .first()
          .click()
      case 'continue':
        return page.getByRole('button', { name: t('Continue'), exact: true }).click()
      case 'skip':
        return page.getByRole('button', { name: t('Continue without options') }).click()
      case 'book':
        await this.fillCheckout()
        return page.getByRole('button', { name: t('Book'), exact: true }).click()
      case 'renew':
        return page
          .getByRole('button', { name: t('Hold it again') })
          .first()
          .click()
      case 'logo':
        return page
          .getByRole('banner')
          .getByRole('link', { name: t('{PRODUCT_NAME} home').replace('{PRODUCT_NAME}', 'Altura') })
          .click()
      case 'successHome':
        return page.getByRole('link', { name: t('Back to home') }).click()
      case 'enter':
        await page.getByRole('button', { name: t('Enter {name}').replace('{name}', 'Range Rover') }).click()
        this.language = 'it'
        return
      case 'headerLogIn':
        return page
          .getByRole('banner')
          .getByRole('link', { name: t('Log in') })
          .click()
      case 'logIn':
        await page.getByLabel(t('Email'), { exact: true }).fill(this.email)
        await page.getByLabel(t('Password'), { exact: true }).fill(PASSWORD)
        return page
          .getByRole('main')
          .getByRole('button', { name: t('Log in'), exact: true })
          .click()
      case 'logOut':
        return page
          .getByRole('banner')
          .getByRole('button', { name: t('Log out') })
          .click()
    }
  }

  /** The page's own search filter (home, the search steps) or else the footer's search box. */
  private searchForm() {
    const { page } = this
    return page
      .getByRole('form', { name: this.t('Search vehicles') })
      .or(page.locator('footer').getByRole('form', { name: this.t('Find your vehicle') }))
      .first()
  }

  /**
   * The search form on the page: filled in from the last search (URL or storage) when there is one, as
   * its place shows at once; else the customer fills it in.
   */
  private async search() {
    const { page } = this
    const t = (english: string) => this.t(english)
    const form = this.searchForm()
    await expect(form).toBeVisible()
    const where = form.getByRole('combobox', { name: t('Where') })
    if ((await where.inputValue()) === '') {
      await where.fill('Mil')
      await page.getByRole('option', { name: /^Milano/ }).click()
      await form.getByRole('button', { name: new RegExp(t('Model')) }).click()
      await page.getByRole('option', { name: MODEL.name, exact: true }).click()
      await this.pickDate(t('Pick-up date'), this.period.dateFrom)
      await this.pickDate(t('Return date'), this.period.dateTo)
      // The path's own times too: the form's 09:00 to 18:00 would reach into the next path's period.
      await this.pickTime(t('Pick-up time'), this.period.timeFrom)
      await this.pickTime(t('Return time'), this.period.timeTo)
    }
    await form.getByRole('button', { name: t('Search'), exact: true }).click()
  }

  private async pickTime(label: string, time: string) {
    const [hour, minute] = time.split(':') as [string, string]
    const selects = this.searchForm().getByRole('group', { name: label, exact: true }).getByRole('combobox')
    await selects.nth(0).selectOption(hour)
    await selects.nth(1).selectOption(minute)
  }

  private async pickDate(label: string, date: string) {
    const { page } = this
    const form = this.searchForm()
    const field = form.getByLabel(label, { exact: true })
    const day = DateTime.fromFormat(date, 'dd/LL/yyyy')
    await form
      .getByRole('button', { name: this.t('Open the calendar for {label}').replace('{label}', label) })
      .click()
    const calendar = page.getByRole('dialog', { name: label })
    const month = day
      .setLocale(this.language === 'it' ? 'it-IT' : 'en-GB')
      .toLocaleString({ month: 'long', year: 'numeric' })
      .toLowerCase()
    for (let n = 0; n < 30; n += 1) {
      const title = ((await calendar.locator('.calendar__title').textContent()) ?? '').toLowerCase()
      if (title === month) break
      await calendar.getByRole('button', { name: this.t('Next month') }).click()
    }
    await calendar
      .locator('.calendar__cell:not([data-outside-month])')
      .getByText(String(day.day), { exact: true })
      .click()
    await expect(field).toHaveValue(date)
  }

  private async fillCheckout() {
    const { page } = this
    const t = (english: string) => this.t(english)
    await page.getByLabel(t('Number'), { exact: true }).fill('3331234567')
    await page
      .getByRole('group', { name: t('Marketing communications') })
      .getByLabel(t('No'))
      .check()
    await page
      .getByRole('group', { name: t('Profiling') })
      .getByLabel(t('No'))
      .check()
    for (const box of await page.locator('.checkout-section input[type="checkbox"][required]').all())
      await box.check()
  }

  private stepUrl(place: Place): RegExp {
    const escaped = (route: string) => pathOf(route).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    // A search step in any family (a brand switch keeps the step's path).
    const step = (route: string) => escaped(route.replace('/$family', ''))
    const paths: Record<string, RegExp> = {
      tab1: new RegExp(`${step(STEP_ROUTES.tab1)}(\\?|$)`),
      tab2: new RegExp(`${step(STEP_ROUTES.tab2)}$`),
      tab3: new RegExp(`${step(STEP_ROUTES.tab3)}$`),
      tab4: new RegExp(`${step(STEP_ROUTES.tab4)}$`),
      success: new RegExp(`${escaped(STEP_ROUTES.success)}$`),
      login: new RegExp(`${escaped(LOGIN_ROUTE.replace(/\/$/, ''))}/?$`),
    }
    return paths[place] as RegExp
  }

  /** Storage mirrors the wizard's context (README invariants), in every settled state. */
  private async checkStored(state: AnyMachineSnapshot) {
    const c = state.context as Ctx
    const read = () =>
      this.page.evaluate(() => ({
        vehicle: localStorage.getItem('selectedVehicle') !== null,
        unlock: localStorage.getItem('unlock_code') !== null,
        booking: localStorage.getItem('booking_id') !== null,
        options: (JSON.parse(localStorage.getItem('options') ?? '[]') as unknown[]).length,
      }))
    await expect.poll(read).toEqual({
      vehicle: c.vehicle !== null,
      unlock: c.unlockCode !== null,
      booking: c.bookingId !== null,
      options: c.options.length,
    })
  }

  private async inFlight(call: Call) {
    await expect
      .poll(() => this.pending(call) !== undefined, {
        message: `step ${this.stepIndex}: the ${call} request is in flight (held: ${this.heldNow()})`,
      })
      .toBe(true)
  }

  /** What the customer must see in each state of the machine. */
  async check(state: AnyMachineSnapshot): Promise<void> {
    const { page } = this
    const t = (english: string) => this.t(english)
    const c = state.context as Ctx
    const on = (place: Place) => expect(page).toHaveURL(this.stepUrl(place))
    const alert = page
      .getByRole('alert')
      .filter({ hasText: t('We could not reach our service. Check your connection and try again.') })
    for (const call of callsOf(state)) await this.inFlight(call)
    if (!page.url().endsWith(`${new URL(this.baseURL).host}/`)) {
      // The header says whether the customer is logged in, as the wizard knows it.
      const logOut = page.getByRole('banner').getByRole('button', { name: t('Log out') })
      if ((state.context as { hasToken: boolean }).hasToken) await expect(logOut).toBeVisible()
      else await expect(logOut).toHaveCount(0)
    }
    if (state.matches('idle')) {
      await expect(page).not.toHaveURL(/\/search\/|\/success$/)
      await this.checkStored(state)
    } else if (state.matches({ inFlow: { tab1: 'ready' } })) {
      await on('tab1')
      await expect(
        page
          .getByRole('region', { name: t('Available vehicles') })
          .getByRole('article')
          .first(),
      ).toBeVisible()
      await this.checkStored(state)
    } else if (state.matches({ inFlow: { tab1: 'releasingSlot' } })) {
      await on('tab1')
    } else if (state.matches({ inFlow: 'tab2' })) {
      await on('tab2')
      await expect(page.getByRole('main').getByRole('button', { name: t('Book'), exact: true })).toBeEnabled()
      await this.checkStored(state)
    } else if (state.matches({ inFlow: 'tab3' })) {
      await on('tab3')
      await expect(page.getByRole('button', { name: t('Continue'), exact: true })).toBeEnabled()
      await expect(page.getByRole('button', { name: startsWith(this.language, 'Remove') })).toHaveCount(
        c.options.length,
      )
      if (c.error?.during === 'lock') await expect(alert).toBeVisible()
      else await expect(alert).toHaveCount(0)
      await this.checkStored(state)
    } else if (state.matches({ inFlow: 'needsLogin' })) {
      await on('login')
      await expect(page.getByLabel(t('Password'), { exact: true })).toBeVisible()
      await this.checkStored(state)
    } else if (state.matches({ lockingSlot: 'active' })) {
      await on('tab3')
      await expect(page.getByRole('button', { name: t('Holding your vehicle…') })).toBeDisabled()
    } else if (state.matches({ lockingSlot: 'renewing' })) {
      await on('tab4')
      await expect(page.getByRole('button', { name: t('Book'), exact: true })).toBeDisabled()
    } else if (state.matches({ inFlow: { tab4: 'verifyingHold' } })) {
      await on('tab4')
      await expect(page.getByText(t('Checking that the vehicle is still held for you…'))).toBeVisible()
    } else if (state.matches({ inFlow: { tab4: 'holding' } })) {
      await on('tab4')
      const notice = page.getByText(t('We are holding this vehicle for you'))
      // The notice counts down to a known end; after a check that failed the end is not known.
      if (c.holdExpiresAt !== null) await expect(notice).toBeVisible()
      else await expect(notice).toHaveCount(0)
      await expect(page.getByRole('button', { name: t('Book'), exact: true })).toBeEnabled()
      if (c.error?.during === 'booking') await expect(alert).toBeVisible()
      else await expect(alert).toHaveCount(0)
      await this.checkStored(state)
    } else if (state.matches({ inFlow: { tab4: 'expired' } })) {
      await on('tab4')
      await expect(page.getByText(t('Your hold on this vehicle has ended')).first()).toBeVisible()
      await expect(page.getByRole('button', { name: t('Hold it again') }).first()).toBeEnabled()
      await this.checkStored(state)
    } else if (state.matches({ booking: 'active' })) {
      await on('tab4')
      await expect(page.getByRole('button', { name: t('Booking…') })).toBeDisabled()
    } else if (state.matches({ inFlow: { success: 'findingNumber' } })) {
      await on('success')
      await expect(page.getByText(t('Loading your booking…'))).toBeVisible()
    } else if (state.matches({ inFlow: { success: 'shown' } })) {
      await on('success')
      await expect(page.getByText(t('Your booking request has been received'))).toBeVisible()
      // The reservation number, or when it could not be found, the booking id in its place.
      const number =
        c.reservationNumber !== null
          ? this.reservationNumber
          : await page.evaluate(() => localStorage.getItem('booking_id'))
      await expect(page.getByText(number ?? 'no number', { exact: true }).first()).toBeVisible()
      await this.checkStored(state)
    } else if (state.hasTag('status:settling') || state.matches('releasingSlot')) {
      // Away from the steps while the server answers: the URL stays where the customer went.
      await expect(page).not.toHaveURL(/\/search\/(your-selection|your-options|details-contact)$/)
    }
  }
}
