import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The Italian catalog as the app ships it (every part of it, lingui.config.ts), so a test written with the English texts finds the same
 * controls in Italian. A text missing from the catalog fails the test at once.
 */
const italian = new Map<string, string>()
const folder = path.join(import.meta.dirname, '../../locales/it')
for (const part of readdirSync(folder).filter((name) => name.endsWith('.po'))) {
  const po = readFileSync(path.join(folder, part), 'utf8')
  for (const block of po.split(/\n\n/)) {
    const id = /^msgid "((?:[^"\\]|\\.)*)"$/m.exec(block)?.[1]
    const message = /^msgstr "((?:[^"\\]|\\.)*)"$/m.exec(block)?.[1]
    if (id && message) italian.set(JSON.parse(`"${id}"`), JSON.parse(`"${message}"`))
  }
}

export type Language = 'it' | 'en'

/** The text a customer reads in `language` for the English source text `english`. */
export function text(language: Language, english: string): string {
  if (language === 'en') return english
  const found = italian.get(english)
  if (found === undefined) throw new Error(`No Italian text for "${english}"`)
  return found
}

/** The text for `count` of a plural message (`{0, plural, one {…} other {…}}`), as the app shows it. */
export function plural(language: Language, english: string, count: number): string {
  const message = text(language, english)
  const branch = new RegExp(`${count === 1 ? 'one' : 'other'} \\{([^}]*)\\}`).exec(message)?.[1]
  if (branch === undefined) throw new Error(`Not a plural message: "${english}"`)
  return branch.replace('#', String(count))
}

/** A regular expression matching the text at the start of an accessible name. */
export function startsWith(language: Language, english: string): RegExp {
  return new RegExp(`^${text(language, english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
}
