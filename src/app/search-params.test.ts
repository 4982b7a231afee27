import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../router'
import { parseSearchQuery } from './search-params'

describe('tab1 query', () => {
  it('keeps every valid param', () => {
    expect(
      parseSearchQuery({
        cap: '20121',
        lat: 45.46,
        lng: '9.19',
        model: 'RRS',
        dateFrom: '07/12/2026',
        timeFrom: '09:00',
        dateTo: '08/12/2026',
        timeTo: '18:00',
      }),
    ).toEqual({
      cap: '20121',
      lat: 45.46,
      lng: 9.19,
      model: 'RRS',
      dateFrom: '07/12/2026',
      timeFrom: '09:00',
      dateTo: '08/12/2026',
      timeTo: '18:00',
    })
  })

  it('drops malformed params instead of failing', () => {
    expect(
      parseSearchQuery({ cap: 'x', lat: 'north', dateFrom: '2026-12-07', timeTo: '25:00', model: '<b>' }),
    ).toEqual({})
  })

  it('drops malformed params from what tab1 reads through the router, not only from its own answer', () => {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory(),
      context: { actors: undefined as never, bridge: undefined as never },
    })
    const matches = router.matchRoutes('/defender/search/choose-vehicle', {
      cap: '20121',
      lat: 'north',
      lng: '9.19',
      dateFrom: '2026-12-15',
      timeFrom: '10:00',
      dateTo: '18/12/2026',
      timeTo: '25:00',
    })
    const tab1 = matches.find((match) => match.routeId === '/$family/search/choose-vehicle')
    expect(tab1?.search).toEqual({ cap: '20121', lng: 9.19, timeFrom: '10:00', dateTo: '18/12/2026' })
  })
})
