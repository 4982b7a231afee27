import { describe, expect, it } from 'vitest'
import { privacyLink } from './privacy-link'

describe('privacyLink', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
  ])('links to the product’s own notice when none is configured (%j)', (url) => {
    expect(privacyLink('jaguar', url)).toEqual({ href: '/jaguar/privacy', external: false })
    expect(privacyLink('range-rover', url)).toEqual({ href: '/range-rover/privacy', external: false })
  })

  it('links to the operator’s page when PRIVACY_POLICY_URL is set', () => {
    expect(privacyLink('defender', 'https://privacy.example.com/altura')).toEqual({
      href: 'https://privacy.example.com/altura',
      external: true,
    })
  })
})
