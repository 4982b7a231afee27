import { describe, expect, it } from 'vitest'
import { failureOf } from './failure-of'

describe('failureOf', () => {
  it('keeps a failure the app rejected with as it is', () => {
    const failure = { code: 'auth.invalid', message: 'Wrong password.', errors: { email: ['x'] } }
    expect(failureOf(failure)).toBe(failure)
  })

  it('counts anything without a code as unknown', () => {
    for (const error of [new Error('boom'), null, undefined, 'offline', { code: 42 }]) {
      expect(failureOf(error)).toEqual({ code: 'unknown' })
    }
  })
})
