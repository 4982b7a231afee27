import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../router'
import { sessionPageOf } from './session-page'

describe('sessionPageOf', () => {
  it('home checks the token; account-type pages keep it alive; others do neither', () => {
    expect(sessionPageOf('/$family/')).toBe('home')
    expect(sessionPageOf('/$family/account/my-reservations')).toBe('keepAlive')
    expect(sessionPageOf('/$family/search/details-contact')).toBe('keepAlive')
    expect(sessionPageOf('/$family/autentication/change-password')).toBe('keepAlive')
    expect(sessionPageOf('/$family/faqs')).toBe('other')
    expect(sessionPageOf('/')).toBe('other')
    expect(sessionPageOf(undefined)).toBe('other')
  })

  it('names only routes that exist', () => {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory(),
      context: { actors: undefined as never, bridge: undefined as never },
    })
    const ids = new Set(Object.keys(router.routesById))
    for (const id of [
      '/$family/',
      '/$family/autentication/change-password',
      '/$family/search/details-contact',
      '/$family/account/personal-details',
      '/$family/account/my-reservations',
      '/$family/account/account-settings',
    ]) {
      expect(ids).toContain(id)
    }
  })
})
