import { isFamily } from '../contract/family'
import { FAMILY_LANGUAGE, INITIAL_LANGUAGE, type Language } from '../contract/language'
import { read } from '../storage/storage'
import { rememberLanguage } from './i18n'

/**
 * The language to start in: the stored one; else, on a family's page, Italian (SPEC §1: entering a
 * family forces Italian, whether from the landing page or a shared link); else the initial language.
 */
export function startLanguage(pathname: string): Language {
  const stored = read('language')
  if (stored) return stored
  const first = pathname.split('/')[1] ?? ''
  if (!isFamily(first)) return INITIAL_LANGUAGE
  rememberLanguage(FAMILY_LANGUAGE)
  return FAMILY_LANGUAGE
}
