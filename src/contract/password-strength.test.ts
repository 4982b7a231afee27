import { describe, expect, it } from 'vitest'
import { passwordStrength } from './password-strength'

describe('SPEC §5 strength meter: a point each for 8+ chars, 2+ digits, an upper-case letter, a symbol', () => {
  it.each([
    ['', 0, 'very_weak'],
    ['abc', 0, 'very_weak'],
    ['abcdefgh', 1, 'weak'],
    ['a1b2', 1, 'weak'],
    ['A', 1, 'weak'],
    ['!', 1, 'weak'],
    ['a1', 0, 'very_weak'],
    ['abcdefg12', 2, 'medium'],
    ['Abcdefgh', 2, 'medium'],
    ['Ab12', 2, 'medium'],
    ['Abcdefg12', 3, 'good'],
    ['abcdefg12!', 3, 'good'],
    ['Abcdefg12!', 4, 'strong'],
    ['Ünïcödé12€', 4, 'strong'],
  ])('%s scores %i (%s)', (password, score, level) => {
    expect(passwordStrength(password)).toEqual({ score, level })
  })
})
