import { i18n, type Messages } from '@lingui/core'
import type { Language } from '../contract/language'
import { write } from '../storage/storage'

export { i18n }

/** Loads one language's compiled catalog (one chunk per language) and makes it active. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = (await import(`../../locales/${language}/messages.po`)) as { messages: Messages }
  i18n.loadAndActivate({ locale: language, messages })
  document.documentElement.lang = language
}

/** The language chosen in the header: kept for the next pages (SPEC §3 `language`). */
export function rememberLanguage(language: Language): void {
  write('language', language)
}
