import { useLingui } from '@lingui/react/macro'
import { termsEn } from '../../content/terms.en'
import { termsIt } from '../../content/terms.it'
import { LegalDocumentView } from './legal-document'

/** Full terms in Italian when the stored language is Italian, else English (SPEC §2). */
export function TermsPage() {
  const { i18n } = useLingui()
  return <LegalDocumentView document={i18n.locale === 'it' ? termsIt : termsEn} />
}
