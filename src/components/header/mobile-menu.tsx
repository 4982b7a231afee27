import { useLingui } from '@lingui/react/macro'
import { deferred, standInTrigger, useFirstUse } from '../first-use/first-use'
import type { MobileMenuProps } from './mobile-menu-sheet'

const sheet = deferred(() => import('./mobile-menu-sheet'))

/** Phone menu (SPEC §2 header): the burger button, in its exact look, until first used; then the sheet. */
export function MobileMenu(props: MobileMenuProps) {
  const { t } = useLingui()
  const firstUse = useFirstUse(sheet)
  const { module, opening } = firstUse
  if (module) return <module.MobileMenuSheet {...props} opening={opening} />
  return (
    <button
      type="button"
      className="header-button mobile-only"
      aria-expanded="false"
      aria-label={t`Menu`}
      {...standInTrigger(firstUse)}
    >
      <span className="burger-icon" aria-hidden="true" />
    </button>
  )
}
