import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { applyDeskTheme, deskTheme } from '../../app/desk'
import { PRODUCT_NAME } from '../../contract/system'

/** Every `/dealer` page: the desk's theme (light or dark, as chosen on this device), its title, the page. */
export function DeskLayout() {
  const { t } = useLingui()
  useEffect(() => applyDeskTheme(deskTheme()), [])
  const title = `${t`Dealer desk`} | ${PRODUCT_NAME}`
  useEffect(() => {
    document.title = title
  }, [title])
  return <Outlet />
}
