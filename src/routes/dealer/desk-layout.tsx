import { Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { applyDeskTheme, deskTheme } from '../../app/desk'

/** Every `/dealer` page: the desk's theme (light or dark, as chosen on this device), then the page. */
export function DeskLayout() {
  useEffect(() => applyDeskTheme(deskTheme()), [])
  return <Outlet />
}
