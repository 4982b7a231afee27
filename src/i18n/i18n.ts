import { i18n, type Messages } from '@lingui/core'
import type { Language } from '../contract/language'

export { i18n }

/** Loads one language's compiled catalog (one chunk per language) and makes it active. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = (await import(`../../locales/${language}/messages.po`)) as { messages: Messages }
  i18n.loadAndActivate({ locale: language, messages })
  document.documentElement.lang = language
}
