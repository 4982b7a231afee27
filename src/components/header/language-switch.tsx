import { useLingui } from '@lingui/react/macro'
import type { Language } from '../../contract/language'
import { deferred, standInTrigger, useFirstUse } from '../first-use/first-use'
import { names } from './language-names'

const dialog = deferred(() => import('./language-dialog'))

/** Language switch (SPEC §2 header): the button, in its exact look, until first used; then the modal. */
export function LanguageSwitch() {
  const { i18n, t } = useLingui()
  const firstUse = useFirstUse(dialog)
  const { module, opening } = firstUse
  if (module) return <module.LanguageDialog opening={opening} />
  const current = i18n.locale as Language
  const currentName = names[current]
  return (
    <button
      type="button"
      className="header-button"
      aria-expanded="false"
      aria-label={t`Language: ${currentName}`}
      {...standInTrigger(firstUse)}
    >
      <span className="globe-icon" aria-hidden="true" />
      <span aria-hidden="true">{current.toUpperCase()}</span>
    </button>
  )
}
