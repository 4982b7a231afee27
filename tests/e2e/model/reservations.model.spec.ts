import type { Page, Route } from '@playwright/test'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { ReservationsContext } from '../../../machines/reservations/reservations.types'
import type { PathStep } from '../../../machines/testing/generate-paths'
import type { CancellationQuote } from '../../../src/contract/reservation'
import { type ApiSession, registerCustomer } from '../api'
import { type Booked, bookVehicle, dealerAccepts } from '../bookings-api'
import { expect, test } from '../fixtures'
import { forgetCoverage, recordCoverage } from './coverage-store'
import {
  type Call,
  callOf,
  cancelOnServer,
  dialogOf,
  EMPTY,
  SERVER_FAULT,
  SORTS,
  TABS,
} from './reservations-driver'
import { FAMILY, LEVEL, type Listed, levelOf, paths, payload } from './reservations-paths'

/**
 * The reservations machine's generated paths, each driving the real my-reservations screen against the
 * real server with a customer of its own: an event is what the customer does (a tab, the sort menu, a
 * card's buttons, the cancel dialog) or what the server answers. Every call the screen makes is held on
 * the network until the path says how it is answered: the real server's answer, or a failure. What the
 * server answers is arranged just before the held call is let through: the reservation is booked or
 * cancelled through the API before a list that shows it so, and the dealer confirms it (`npm run
 * dealer`) before terms that no longer allow cancelling it here. After every step the page must show
 * what the machine's state says. Only paths the screen can take are walked (nothing behind the open
 * dialog, no button of a card on another tab, a cancelled reservation never pending again), and of those
 * the few that take every transition and every event from every state. Each path books its own period, over a year ahead, where no other test books.
 */

// What the path's page and server hold now.
let held: Record<Call, Route[]>
let customer: ApiSession
let booked: Booked | null
let serverLevel: number
let receiptTab: Promise<Page> | null
let baseUrl: string

/** The held request of that kind, once the screen has sent it. */
async function heldCall(call: Call): Promise<Route> {
  await expect.poll(() => held[call].length, { message: `the ${call} request is sent` }).toBeGreaterThan(0)
  return held[call].shift() as Route
}

/** Before the list is let through: the server holds what the path's answer lists. */
async function arrangeList(level: number, slot: number) {
  if (level >= LEVEL.pending && !booked) {
    booked = await bookVehicle(baseUrl, customer, 400 + 4 * slot)
    serverLevel = LEVEL.pending
  }
  if (level === LEVEL.deleted && serverLevel < LEVEL.deleted && booked) {
    await cancelOnServer(baseUrl, customer.token, booked.id)
    serverLevel = LEVEL.deleted
  }
}

const number = () => booked?.appointmentId ?? 'no booking yet'
const cardOf = (page: Page) => page.getByRole('article').filter({ hasText: number() })

async function act(page: Page, step: PathStep, slot: number, before: AnyMachineSnapshot) {
  const { type, status, sort, output } = payload(step.event)
  const card = cardOf(page)
  const dialog = dialogOf(page)
  switch (type) {
    case 'status.select':
      return page.getByRole('tab', { name: TABS[status ?? ''] }).click()
    case 'sort.change':
      await page.getByRole('button', { name: /Sort by/ }).click()
      return page.getByRole('option', { name: SORTS[sort ?? ''] }).click()
    case 'card.toggle':
      return card.getByRole('button', { name: /More details|Fewer details/ }).click()
    case 'receipt.request':
      receiptTab = page.waitForEvent('popup')
      return card.getByRole('button', { name: /Receipt/ }).click()
    case 'reservation.cancel':
      return card.getByRole('button', { name: /Cancel reservation/ }).click()
    case 'quote.retry':
      return dialog.getByRole('button', { name: 'Try again' }).click()
    case 'cancel.confirm':
      return dialog.getByRole('button', { name: 'Cancel the reservation' }).click()
    case 'cancel.dismiss':
      return dialog.getByRole('button', { name: 'Keep the reservation' }).click()
    case 'list.reload':
      // A failed load offers its retry; the shown list, its Refresh.
      return before.matches('failed')
        ? page.getByRole('button', { name: 'Try again' }).click()
        : page.getByRole('button', { name: 'Refresh the list' }).click()
    case 'xstate.done.actor.loadReservations': {
      const route = await heldCall('list')
      await arrangeList(levelOf(output as Listed), slot)
      return route.continue()
    }
    case 'xstate.error.actor.loadReservations':
      return (await heldCall('list')).fulfill(SERVER_FAULT)
    case 'xstate.done.actor.getReceipt': {
      const route = await heldCall('receipt')
      if ((output as { receipt_url: string }).receipt_url) {
        // The real link: the tab opened on the click goes to the PDF.
        const pdf = page
          .context()
          .waitForEvent('response', (response) => response.url().includes('/receipts/'))
        await route.continue()
        const response = await pdf
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toContain('application/pdf')
        return
      }
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          message: '',
          data: { receipt_url: '', expires_at: new Date().toISOString() },
        }),
      })
    }
    case 'xstate.error.actor.getReceipt':
      return (await heldCall('receipt')).abort('failed')
    case 'xstate.done.actor.getCancellationQuote': {
      const route = await heldCall('quote')
      // Not cancellable here: the dealer confirms the reservation while the customer opens the dialog.
      if (!(output as CancellationQuote).cancellable && serverLevel !== LEVEL.confirmed && booked) {
        expect(await dealerAccepts(baseUrl, booked.appointmentId)).toContain('ACCEPTED')
        serverLevel = LEVEL.confirmed
      }
      return route.continue()
    }
    case 'xstate.error.actor.getCancellationQuote':
      return (await heldCall('quote')).abort('failed')
    case 'xstate.done.actor.cancelReservation':
      await (await heldCall('cancel')).continue()
      serverLevel = LEVEL.deleted
      return
    case 'xstate.error.actor.cancelReservation':
      return (await heldCall('cancel')).abort('failed')
    default:
      throw new Error(`no way to make ${type} happen`)
  }
}

/** What the customer must see in each state of the machine. */
async function check(page: Page, state: AnyMachineSnapshot, via: EventObject) {
  const context = state.context as ReservationsContext
  const card = cardOf(page)
  const dialog = dialogOf(page)
  await expect(page.getByRole('tab', { name: TABS[context.status] })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: /Sort by/ })).toContainText(SORTS[context.sort] ?? '')
  const notice = page.getByText(/is cancelled\. You will find it under Cancelled\./)
  if (context.cancelled) {
    await expect(notice).toHaveText(`Reservation ${number()} is cancelled. You will find it under Cancelled.`)
  } else await expect(notice).toHaveCount(0)
  const receiptError = page.getByRole('alert').filter({ hasText: 'We could not get the receipt.' })
  if (context.error?.during === 'receipt') await expect(receiptError).toBeVisible()
  else await expect(receiptError).toHaveCount(0)

  if (state.matches('loading')) {
    await expect(page.getByRole('status').filter({ hasText: 'Loading your reservations…' })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
    await expect.poll(() => held.list.length, { message: 'the list is asked for' }).toBe(1)
    return
  }
  if (state.matches('failed')) {
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not load your reservations.' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
    return
  }
  const shown = context.reservations.filter((reservation) => reservation.status === context.status)
  if (state.matches({ showing: 'empty' }) || shown.length === 0) {
    await expect(page.getByText('No vehicles', { exact: true })).toBeVisible()
    await expect(page.getByText(EMPTY[context.status] ?? '')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Search for a vehicle' })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
  }
  for (const reservation of shown) {
    await expect(card).toBeVisible()
    const toggle = card.getByRole('button', { name: /More details|Fewer details/ })
    if (reservation.status === 'DELETED') await expect(toggle).toHaveCount(0)
    else await expect(toggle).toHaveAttribute('aria-expanded', String(reservation.showMoreInfo))
    await expect(card.getByText('Total', { exact: true })).toHaveCount(reservation.showMoreInfo ? 1 : 0)
    const cancel = card.getByRole('button', { name: /Cancel reservation/ })
    await expect(cancel).toHaveCount(reservation.status === 'PENDING' ? 1 : 0)
    const receipt = card.getByRole('button', { name: /Receipt/ })
    if (state.matches({ showing: { list: 'fetchingReceipt' } }))
      await expect(receipt).toHaveAttribute('aria-disabled', 'true')
    else if (state.matches({ showing: { list: 'browsing' } }))
      await expect(receipt).not.toHaveAttribute('aria-disabled', 'true')
  }
  if (state.matches({ showing: { list: 'fetchingReceipt' } })) {
    await expect.poll(() => held.receipt.length, { message: 'the receipt is asked for' }).toBe(1)
  }
  if (state.matches({ showing: { list: 'browsing' } }) && via.type.includes('getReceipt')) {
    const tab = await (receiptTab as Promise<Page>)
    // No link: the tab opened on the click is given up.
    if (context.error)
      await expect.poll(() => tab.isClosed(), { message: 'the receipt tab closes' }).toBe(true)
    else await tab.close()
  }
  if (!state.matches({ showing: { list: 'cancellation' } })) {
    await expect(dialog).toHaveCount(0)
    return
  }
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(number())
  const confirm = dialog.getByRole('button', { name: 'Cancel the reservation' })
  if (state.matches({ showing: { list: { cancellation: 'quoting' } } })) {
    await expect(dialog.getByRole('status')).toHaveText('Checking the cancellation terms…')
    await expect(confirm).toHaveCount(0)
    await expect.poll(() => held.quote.length, { message: 'the terms are asked for' }).toBe(1)
  } else if (state.matches({ showing: { list: { cancellation: 'quoteFailed' } } })) {
    await expect(dialog.getByRole('alert')).toHaveText(
      'We could not check the cancellation terms. Please try again.',
    )
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(confirm).toHaveCount(0)
  } else if (state.matches({ showing: { list: { cancellation: 'confirming' } } })) {
    if (context.quote?.cancellable) {
      // Nothing is paid for a pending reservation: one sentence, no amount.
      await expect(
        dialog.getByText(
          /^Nothing has been paid for this pending reservation, so cancelling it now costs nothing/,
        ),
      ).toBeVisible()
      await expect(dialog.getByText(/€/)).toHaveCount(0)
      await expect(confirm).toBeEnabled()
    } else {
      // Confirmed meanwhile: the dealer cancels it, and the terms' refund is where money moves.
      await expect(dialog.getByText(/^This reservation is confirmed: to cancel it, call /)).toBeVisible()
      await expect(
        dialog.getByText(/the terms refund \d+% of the deposit you pay at the dealer, €/),
      ).toBeVisible()
      await expect(dialog.getByRole('link', { name: /^Call the dealer/ })).toHaveAttribute(
        'href',
        /^tel:\+?\d+$/,
      )
      await expect(confirm).toHaveCount(0)
    }
    const error = dialog.getByRole('alert')
    if (context.error?.during === 'cancel')
      await expect(error).toHaveText('We could not cancel the reservation. Please try again.')
    else await expect(error).toHaveCount(0)
  } else if (state.matches({ showing: { list: { cancellation: 'submitting' } } })) {
    await expect(dialog.getByRole('button', { name: /Cancelling/ })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Keep the reservation' })).toBeDisabled()
    await expect.poll(() => held.cancel.length, { message: 'the cancel is sent' }).toBe(1)
  }
}

test.describe('reservations machine, through the real screen', () => {
  const titles = new Set<string>()
  for (const [index, path] of paths.entries()) {
    const title = titles.has(path.name) ? `${path.name} #${index}` : path.name
    titles.add(title)
    test(title, async ({ page, baseURL }, info) => {
      const coverageId = `${info.project.name}-${index}`
      forgetCoverage('reservations', coverageId)
      held = { list: [], receipt: [], quote: [], cancel: [] }
      booked = null
      serverLevel = LEVEL.none
      receiptTab = null
      baseUrl = baseURL as string
      customer = await registerCustomer(baseUrl, 'Ada')
      await page.route(
        (url) => url.pathname.startsWith('/api/v1/bookings'),
        (route) => {
          const request = route.request()
          const call = callOf(request.method(), new URL(request.url()).pathname)
          if (call) held[call].push(route)
          else void route.continue()
        },
      )
      // Storage first (on a page of the server that does not start the app), then the screen itself.
      await page.goto('/api/v1/config')
      await page.evaluate(
        ({ customer, family }) => {
          localStorage.setItem('access_token', customer.token)
          localStorage.setItem('expires_at', customer.expires_at)
          localStorage.setItem('user', JSON.stringify(customer.user))
          localStorage.setItem('language', 'en')
          localStorage.setItem('family', family)
        },
        { customer, family: FAMILY },
      )
      await page.goto(`/${FAMILY}/account/my-reservations`)
      const [first, ...rest] = path.steps
      if (first) await check(page, first.state, first.event)
      let before = first?.state as AnyMachineSnapshot
      for (const step of rest) {
        await act(page, step, index, before)
        await check(page, step.state, step.event)
        before = step.state
      }
      recordCoverage('reservations', coverageId, path.covers)
    })
  }
})
