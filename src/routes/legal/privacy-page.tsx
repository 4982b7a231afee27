import { useLingui } from '@lingui/react/macro'
import { privacyEn } from '../../content/privacy.en'
import { privacyIt } from '../../content/privacy.it'
import { LegalDocumentView } from './legal-document'

/** The product's own privacy notice, in Italian when the stored language is Italian, else English. */
export function PrivacyPage() {
  const { i18n } = useLingui()
  return <LegalDocumentView document={i18n.locale === 'it' ? privacyIt : privacyEn} />
}
