import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PRODUCT_NAME } from '../contract/system'

export function NotFoundPage() {
  useEffect(() => {
    document.title = `404 | ${PRODUCT_NAME} - Rent`
  }, [])
  return (
    <main className="not-found" id="main" tabIndex={-1}>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">
        <Trans>Page not found</Trans>
      </h1>
      <p className="not-found__text">
        <Trans>The address you followed does not exist. Choose a brand to start again.</Trans>
      </p>
      <Link to="/" className="button button--primary">
        <Trans>Go to the home page</Trans>
      </Link>
    </main>
  )
}
