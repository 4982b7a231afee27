import { describe, expect, it } from 'vitest'
import { CONSENT_MAX_AGE_SECONDS, consentCookie, readConsent } from './consent-cookie'

describe('cookie consent', () => {
  it('is remembered for 364 days', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_449_600)
    expect(consentCookie('accepted', false)).toBe(
      'altura_cookie_consent=accepted; Max-Age=31449600; Path=/; SameSite=Lax',
    )
    expect(consentCookie('rejected', true)).toContain('; Secure')
  })

  it.each([
    ['a=1; altura_cookie_consent=accepted', 'accepted'],
    ['altura_cookie_consent=rejected', 'rejected'],
    ['altura_cookie_consent=maybe', undefined],
    ['', undefined],
  ])('reads %j as %s', (cookies, expected) => {
    expect(readConsent(cookies)).toBe(expected)
  })
})
