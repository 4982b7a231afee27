import { Outlet, useParams, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { SiteFooter } from '../../components/footer/site-footer'
import { SiteHeader } from '../../components/header/site-header'
import { FAMILY_NAMES } from '../../contract/family'
import { PRODUCT_NAME } from '../../contract/system'
import { SearchFilter } from '../../features/search-filter/search-filter'

/** Every /{family} page: header, content, footer, and the title format of SPEC §1. */
export function FamilyLayout() {
  const { family } = useParams({ from: '/$family' })
  // The footer's search box starts afresh on each page from the search saved by then (a search run, a
  // booking made).
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    document.title = `${FAMILY_NAMES[family]} | ${PRODUCT_NAME} - Rent`
  }, [family])
  return (
    <div className="family-layout" data-family={family}>
      <SiteHeader family={family} />
      <main id="main" className="family-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter
        family={family}
        search={
          <SearchFilter key={pathname} family={family} variant="panel" labelledBy="footer-search-title" />
        }
      />
    </div>
  )
}
