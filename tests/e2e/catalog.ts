import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The Italian catalog as the app ships it, so a test written with the English texts finds the same
 * controls in Italian. A text missing from the catalog fails the test at once.
 */
const italian = new Map<string, string>()
const po = readFileSync(path.join(import.meta.dirname, '../../locales/it/messages.po'), 'utf8')
for (const block of po.split(/\n\n/)) {
  const id = /^msgid "((?:[^"\\]|\\.)*)"$/m.exec(block)?.[1]
  const message = /^msgstr "((?:[^"\\]|\\.)*)"$/m.exec(block)?.[1]
  if (id && message) italian.set(JSON.parse(`"${id}"`), JSON.parse(`"${message}"`))
}

export type Language = 'it' | 'en'

/** The text a customer reads in `language` for the English source text `english`. */
export function text(language: Language, english: string): string {
  if (language === 'en') return english
  const found = italian.get(english)
  if (found === undefined) throw new Error(`No Italian text for "${english}"`)
  return found
}

/** A regular expression matching the text at the start of an accessible name. */
export function startsWith(language: Language, english: string): RegExp {
  return new RegExp(`^${text(language, english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
}
