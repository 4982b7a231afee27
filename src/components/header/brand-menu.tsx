import { Trans } from '@lingui/react/macro'
import { deferred, standInTrigger, useFirstUse } from '../first-use/first-use'
import type { BrandMenuProps } from './brand-menu-widget'

const widget = deferred(() => import('./brand-menu-widget'))

/** Brand dropdown (SPEC §2 header): a plain button, in the menu button's exact look, until first used. */
export function BrandMenu(props: BrandMenuProps) {
  const firstUse = useFirstUse(widget)
  const { module, opening } = firstUse
  if (module) return <module.BrandMenuWidget {...props} opening={opening} />
  return (
    <button
      type="button"
      className="header-button"
      aria-haspopup="true"
      aria-expanded="false"
      {...standInTrigger(firstUse, 'list')}
    >
      <Trans>Brands</Trans>
      <span className="chevron" aria-hidden="true" />
    </button>
  )
}
