import { describe, expect, it } from 'vitest'
import { searchProblem } from './results.search'
import type { ResultsSearch } from './results.types'

// Wednesday 2 December 2026, 10:00 in Rome.
const NOW = new Date('2026-12-02T09:00:00Z')
const search = (period: Partial<ResultsSearch>): ResultsSearch => ({
  family: 'jaguar',
  language: 'en',
  dateFrom: '03/12/2026',
  timeFrom: '10:00',
  dateTo: '05/12/2026',
  timeTo: '10:00',
  ...period,
})

describe('searchProblem: a tab1 search the server would refuse is not sent', () => {
  it.each([
    [{}, null],
    [{ timeFrom: undefined, timeTo: undefined }, null],
    [{ dateFrom: '06/12/2026', dateTo: '07/12/2026' }, 'sunday'],
    [{ timeFrom: '08:00' }, 'hours'],
    [{ timeTo: '10:03' }, 'step'],
    [{ dateFrom: '01/12/2026' }, 'past'],
    [{ dateTo: '02/12/2026' }, 'end_before_start'],
    [{ dateTo: '15/01/2027' }, 'too_long'],
  ] as const)('%j → %s', (period, rule) => {
    expect(searchProblem(search(period), NOW)).toBe(rule)
  })
})
