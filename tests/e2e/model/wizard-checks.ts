import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { type Language, startsWith, text } from '../catalog'
import { expect } from '../fixtures'
import { stepUrl } from './wizard-pages'
import { type Ctx, ctx, holdIn, type Place } from './wizard-places'

/**
 * What the page must show in each state of the wizard machine: the step's address, its controls and
 * notices, the header's session, and storage mirroring the machine's context.
 */

/** What the checks know beyond the page: its language, the server's address, the booking's number. */
export type Known = { language: Language; baseURL: string; reservationNumber: () => string | null }

/** Storage mirrors the wizard's context (README invariants), in every settled state. */
async function checkStored(page: Page, state: AnyMachineSnapshot) {
  const c: Ctx = ctx(state)
  const read = () =>
    page.evaluate(() => ({
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

/** What the customer must see in each state of the machine. */
export async function expectStateShown(page: Page, state: AnyMachineSnapshot, known: Known): Promise<void> {
  const t = (english: string) => text(known.language, english)
  const c = ctx(state)
  const on = (place: Place) => expect(page).toHaveURL(stepUrl(place))
  const alert = page
    .getByRole('alert')
    .filter({ hasText: t('We could not reach our service. Check your connection and try again.') })
  if (!page.url().endsWith(`${new URL(known.baseURL).host}/`)) {
    // The header says whether the customer is logged in, as the wizard knows it.
    const logOut = page.getByRole('banner').getByRole('button', { name: t('Log out') })
    if ((state.context as { hasToken: boolean }).hasToken) await expect(logOut).toBeVisible()
    else await expect(logOut).toHaveCount(0)
  }
  if (state.matches('idle')) {
    await expect(page).not.toHaveURL(/\/search\/|\/success$/)
    await checkStored(page, state)
  } else if (state.matches({ inFlow: { tab1: 'ready' } })) {
    await on('tab1')
    await expect(
      page
        .getByRole('region', { name: t('Available vehicles') })
        .getByRole('article')
        .first(),
    ).toBeVisible()
    await checkStored(page, state)
  } else if (state.matches({ inFlow: { tab1: 'releasing' } })) {
    await on('tab1')
  } else if (state.matches({ inFlow: 'tab2' })) {
    await on('tab2')
    await expect(page.getByRole('main').getByRole('button', { name: t('Book'), exact: true })).toBeEnabled()
    await checkStored(page, state)
  } else if (state.matches({ inFlow: 'tab3' }) && holdIn(state, 'locking')) {
    await on('tab3')
    await expect(page.getByRole('button', { name: t('Holding your vehicle…') })).toBeDisabled()
  } else if (state.matches({ inFlow: 'tab3' })) {
    await on('tab3')
    await expect(page.getByRole('button', { name: t('Continue'), exact: true })).toBeEnabled()
    await expect(page.getByRole('button', { name: startsWith(known.language, 'Remove') })).toHaveCount(
      c.options.length,
    )
    if (c.error?.during === 'lock') await expect(alert).toBeVisible()
    else await expect(alert).toHaveCount(0)
    await checkStored(page, state)
  } else if (state.matches({ inFlow: 'needsLogin' })) {
    await on('login')
    await expect(page.getByLabel(t('Password'), { exact: true })).toBeVisible()
    await checkStored(page, state)
  } else if (state.matches({ inFlow: 'tab4' }) && holdIn(state, 'locking')) {
    await on('tab4')
    await expect(page.getByRole('button', { name: t('Book'), exact: true })).toBeDisabled()
  } else if (state.matches({ inFlow: 'tab4' }) && holdIn(state, { held: 'verifying' })) {
    await on('tab4')
    await expect(page.getByText(t('Checking that the vehicle is still held for you…'))).toBeVisible()
  } else if (state.matches({ inFlow: 'tab4' }) && holdIn(state, { held: 'waiting' })) {
    await on('tab4')
    const notice = page.getByText(t('We are holding this vehicle for you'))
    // The notice counts down to a known end; after a check that failed the end is not known.
    if (c.holdExpiresAt !== null) await expect(notice).toBeVisible()
    else await expect(notice).toHaveCount(0)
    await expect(page.getByRole('button', { name: t('Book'), exact: true })).toBeEnabled()
    if (c.error?.during === 'booking') await expect(alert).toBeVisible()
    else await expect(alert).toHaveCount(0)
    await checkStored(page, state)
  } else if (state.matches({ inFlow: 'tab4' }) && holdIn(state, 'expired')) {
    await on('tab4')
    await expect(page.getByText(t('Your hold on this vehicle has ended')).first()).toBeVisible()
    await expect(page.getByRole('button', { name: t('Hold it again') }).first()).toBeEnabled()
    await checkStored(page, state)
  } else if (state.matches({ inFlow: 'tab4' }) && holdIn(state, 'booking')) {
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
        ? known.reservationNumber()
        : await page.evaluate(() => localStorage.getItem('booking_id'))
    await expect(page.getByText(number ?? 'no number', { exact: true }).first()).toBeVisible()
    await checkStored(page, state)
  } else if (state.hasTag('status:settling')) {
    // Away from the steps while the server answers: the URL stays where the customer went.
    for (const step of ['tab2', 'tab3', 'tab4'] as const) await expect(page).not.toHaveURL(stepUrl(step))
  }
}
