import { type ReactNode, useEffect, useRef } from 'react'

/**
 * An account page's title (h2 under the shell's greeting). Arriving from the account tabs, the focus
 * moves to it, so keyboard and screen-reader users start at the new page; a fresh load leaves it alone.
 */
export function AccountPageTitle({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (document.activeElement?.closest('[data-account-nav]')) heading.current?.focus()
  }, [])
  return (
    <h2 id="account-page-title" className="account-page__title" ref={heading} tabIndex={-1}>
      {children}
    </h2>
  )
}
