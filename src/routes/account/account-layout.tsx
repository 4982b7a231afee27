import { Outlet } from '@tanstack/react-router'

export function AccountLayout() {
  return <Outlet />
}
