import { describe, expect, it } from 'vitest'
import { textProblems } from './check'
import { TEXT_PARTS, translate } from './messages'

describe("the server's text catalogue", () => {
  it('has every text in English and Italian, translated, with the same placeholders, each key once', () => {
    expect(textProblems(TEXT_PARTS)).toEqual([])
  })

  it('finds a missing, empty or untranslated Italian text, a placeholder gone, a key twice', () => {
    const problems = textProblems({
      one: {
        'a.missing': ['Hello'] as unknown as readonly [string, string],
        'a.empty': ['Hello', ' '],
        'a.same': ['Hello', 'Hello'],
        'a.placeholder': ['Wait {seconds} seconds', 'Attendi {secondi} secondi'],
        'common.ok': ['OK', 'OK'],
      },
      two: { 'a.same': ['Hi', 'Ciao'] },
    })
    expect(problems).toEqual([
      'one: a.missing: no Italian text',
      'one: a.empty: no Italian text',
      'one: a.same: the Italian is the English',
      'one: a.placeholder: placeholders differ (en: {seconds}; it: {secondi})',
      'two: a.same: also in one',
      'SAME_IN_BOTH: receipt.fuel.Diesel is not a key',
      'SAME_IN_BOTH: receipt.telephone is not a key',
    ])
  })

  it('fills placeholders in the language asked for, and answers an unknown key as itself', () => {
    expect(translate('common.too_many_requests', 'it', { seconds: 30 })).toBe(
      'Troppi tentativi. Riprova tra 30 secondi.',
    )
    expect(translate('email.greeting', 'en', { name: '{seconds} $& Ada' })).toBe('Hello {seconds} $& Ada,')
    expect(translate('no.such.key', 'it')).toBe('no.such.key')
  })
})
