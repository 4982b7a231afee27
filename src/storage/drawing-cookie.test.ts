import { describe, expect, it } from 'vitest'
import { drawingCookie } from './drawing-cookie'

describe('the drawing cookie, as written', () => {
  it('is kept as long as the consent, and removed when there is nothing to say', () => {
    expect(drawingCookie('en.signed-in', false)).toBe(
      'altura_drawing=en.signed-in; Max-Age=31449600; Path=/; SameSite=Lax',
    )
    expect(drawingCookie('en', true)).toContain('; Secure')
    expect(drawingCookie('', false)).toBe('altura_drawing=; Max-Age=0; Path=/; SameSite=Lax')
  })
})
