import { describe, expect, it } from 'vitest'
import { cancellationTerms } from './cancellation'

const start = new Date('2027-03-16T09:00:00Z')
const HOUR = 3_600_000
const ahead = (ms: number) => new Date(start.getTime() - ms)
const DEPOSIT = 42_000

describe('cancelling a PENDING reservation (terms art. 6): online until 48 h, nothing paid, nothing refunded', () => {
  it.each([
    ['30 days before', 30 * 24 * HOUR, true, 100, 720],
    ['exactly 7 days before', 7 * 24 * HOUR, true, 100, 168],
    ['one millisecond under 7 days', 7 * 24 * HOUR - 1, true, 50, 167],
    ['3 days before', 3 * 24 * HOUR, true, 50, 72],
    ['exactly 48 hours before', 48 * HOUR, true, 50, 48],
    ['one millisecond under 48 hours', 48 * HOUR - 1, false, 0, 47],
    ['one minute before the start', 60_000, false, 0, 0],
    ['at the start', 0, false, 0, 0],
    ['after the start', -30 * 60_000, false, 0, -1],
  ])('%s', (_, ms, cancellable, percent, hours) => {
    const terms = cancellationTerms({ status: 'PENDING', start, now: ahead(ms), depositCents: DEPOSIT })
    expect(terms).toEqual({
      cancellable,
      reason: cancellable ? null : 'booking.cancel_too_late',
      hoursBeforeStart: hours,
      refundPercent: percent,
      depositCents: DEPOSIT,
      depositPaidCents: 0,
      refundCents: 0,
    })
  })
})

describe('only a PENDING reservation can be cancelled online', () => {
  it('a confirmed one goes through the dealer, with the same refund scale', () => {
    const terms = cancellationTerms({
      status: 'ACCEPTED',
      start,
      now: ahead(10 * 24 * HOUR),
      depositCents: DEPOSIT,
    })
    expect(terms).toMatchObject({
      cancellable: false,
      reason: 'booking.confirmed_contact_dealer',
      refundPercent: 100,
      depositPaidCents: null,
      refundCents: DEPOSIT,
    })
  })

  it.each(['DECLINED', 'EXPIRED', 'DELETED'])('%s is no longer pending', (status) => {
    const terms = cancellationTerms({ status, start, now: ahead(10 * 24 * HOUR), depositCents: DEPOSIT })
    expect(terms).toMatchObject({ cancellable: false, reason: 'booking.not_pending', refundCents: 0 })
  })
})

describe('the refund of a confirmed reservation is computed in cents', () => {
  it.each([
    [17_091, 7 * 24 * HOUR, 17_091],
    [17_091, 3 * 24 * HOUR, 8_546],
    [1, 3 * 24 * HOUR, 1],
    [0, 30 * 24 * HOUR, 0],
  ])('deposit %i cents', (depositCents, ms, refund) => {
    expect(cancellationTerms({ status: 'ACCEPTED', start, now: ahead(ms), depositCents }).refundCents).toBe(
      refund,
    )
  })
})
