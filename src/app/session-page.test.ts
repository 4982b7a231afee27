import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../router'
import { sessionPageOf } from './session-page'

/** The app's own route tree decides: each SPEC §2 address is matched as the router matches it. */
const router = createRouter({
  routeTree,
  history: createMemoryHistory(),
  context: { actors: undefined as never, bridge: undefined as never },
})
const pageOf = (pathname: string) => sessionPageOf(router.matchRoutes(pathname, {}))

describe('sessionPageOf, over the real routes', () => {
  it('a family home checks the token', () => {
    for (const family of ['range-rover', 'defender', 'discovery', 'jaguar']) {
      expect(pageOf(`/${family}/`)).toBe('home')
    }
  })

  it('checkout, change password and every account page keep the token alive', () => {
    for (const pathname of [
      '/jaguar/search/details-contact',
      '/jaguar/autentication/change-password',
      '/jaguar/account/personal-details',
      '/jaguar/account/my-reservations',
      '/jaguar/account/account-settings',
    ]) {
      expect(pageOf(pathname), pathname).toBe('keepAlive')
    }
  })

  it('every other page does neither', () => {
    for (const pathname of [
      '/',
      '/jaguar/faqs',
      '/jaguar/terms-and-conditions',
      '/jaguar/cookies',
      '/jaguar/privacy',
      '/jaguar/search/choose-vehicle',
      '/jaguar/search/your-selection',
      '/jaguar/search/your-options',
      '/jaguar/success',
      '/jaguar/autentication',
      '/jaguar/autentication/register',
      '/jaguar/autentication/forgot',
      '/jaguar/autentication/reset-password',
      '/nowhere/at-all',
    ]) {
      expect(pageOf(pathname), pathname).toBe('other')
    }
  })
})
