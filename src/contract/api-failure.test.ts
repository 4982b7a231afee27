import { describe, expect, it } from 'vitest'
import { parseApiFailure } from './api-failure'

describe('parseApiFailure', () => {
  it("reads the server's code, message and field errors", () => {
    const body = {
      success: false,
      code: 'auth.invalid',
      message: 'Wrong password.',
      errors: { password: ['x'] },
    }
    expect(parseApiFailure(body, 401)).toEqual({
      code: 'auth.invalid',
      message: 'Wrong password.',
      errors: { password: ['x'] },
    })
  })

  it('takes the first field code when the answer has no code of its own', () => {
    const body = { success: false, message: 'Invalid.', errors: { email: ['common.input_error.email'] } }
    expect(parseApiFailure(body, 422).code).toBe('common.input_error.email')
  })

  it('falls back to the status for an answer that says nothing usable', () => {
    expect(parseApiFailure(null, 502)).toEqual({ code: 'http.502' })
    expect(parseApiFailure('Bad gateway', 502)).toEqual({ code: 'http.502' })
    expect(parseApiFailure({ code: 7, message: 8, errors: 'no' }, 500)).toEqual({ code: 'http.500' })
  })
})
