import type { Language } from '../../contract/language'

/** Each language in its own words. */
export const names: Record<Language, string> = { it: 'Italiano', en: 'English' }
