import { describe, expect, test, vi } from 'vitest'

/**
 * The numbering plans come with the modules whose forms take a phone or an address (rules.ts,
 * NumberingPlans): each of them, loaded alone, makes the rules whole; before, a phone outside Italy and a
 * postal code are held to their shape only.
 */
describe('the phone and postal code rules are whole wherever a form takes them', () => {
  test.each([
    '../features/checkout/checkout-screen',
    '../features/register/register-actors',
    '../features/account/personal-details-actors',
    '../../server/routes/bookings/create.routes',
    '../../server/routes/auth/auth.routes',
    '../../server/routes/users/users.routes',
    '../../server/routes/users/addresses.routes',
  ])('%s', async (module) => {
    vi.resetModules()
    const rules = await import('./rules')
    expect(rules.isValidPostalCode('20A21', 'IT')).toBe(true)
    expect(rules.isValidPhone('+49 0000')).toBe(true)
    await import(module)
    expect(rules.isValidPostalCode('20A21', 'IT')).toBe(false)
    expect(rules.isValidPostalCode('20121', 'IT')).toBe(true)
    expect(rules.isValidPhone('+49 0000')).toBe(false)
    expect(rules.isValidPhone('+49 15123456789')).toBe(true)
    // A module loaded cold (a screen with its machines and React) takes a few seconds on a busy machine.
  }, 30_000)
})
