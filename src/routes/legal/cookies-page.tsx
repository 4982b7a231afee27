import { useLingui } from '@lingui/react/macro'
import { cookiesEn } from '../../content/cookies.en'
import { cookiesIt } from '../../content/cookies.it'
import { LegalDocumentView } from './legal-document'

/** Cookie notice in the stored language (SPEC §2). */
export function CookiesPage() {
  const { i18n } = useLingui()
  return <LegalDocumentView document={i18n.locale === 'it' ? cookiesIt : cookiesEn} />
}
