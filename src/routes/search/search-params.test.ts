import { describe, expect, it } from 'vitest'
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
})
