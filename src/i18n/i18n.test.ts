import { msg } from '@lingui/core/macro'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage, i18n, loadTextPart, withTexts } from './i18n'

// activateLanguage sets the page's language: a page of its own for these tests (unit:isolated).
beforeAll(() => {
  Object.assign(globalThis, { document: { documentElement: { lang: '' } } })
})

const DESK_TEXT = msg`Message for the customer`

describe('the catalogue in parts', () => {
  it('adds a part asked for before any language is active to the language that becomes active', async () => {
    const starting = activateLanguage('it')
    const desk = loadTextPart('desk')
    await Promise.all([starting, desk])
    expect(i18n.locale).toBe('it')
    expect(i18n._(DESK_TEXT)).toBe('Messaggio per il cliente')
    expect(document.documentElement.lang).toBe('it')
  })

  it('brings the parts already loaded along when the language changes', async () => {
    await activateLanguage('en')
    expect(i18n._(DESK_TEXT)).toBe('Message for the customer')
    await activateLanguage('it')
    expect(i18n._(DESK_TEXT)).toBe('Messaggio per il cliente')
  })

  it('adds a part asked for while a language is on its way to that language, not the one it replaces', async () => {
    await activateLanguage('en')
    const switching = activateLanguage('it')
    const view = withTexts('map', async () => 'the map')
    await expect(view()).resolves.toBe('the map')
    await switching
    expect(i18n.locale).toBe('it')
    // A text of the map's part only, in Italian once the view has it.
    expect(i18n._(msg`Map feedback`)).toBe('Segnala un problema della mappa')
  })
})
