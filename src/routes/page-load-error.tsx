import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PRODUCT_NAME } from '../contract/system'

/**
 * A page whose code or texts did not arrive (the connection dropped, or a new release replaced the files
 * this tab asks for), in the visitor's language, with a reload that asks for the current release. The
 * router shows it in place of any customer page that could not load (`defaultErrorComponent`,
 * src/router.tsx): the header above it stays. The desk has its own (`DeskLoadError`). Part of the app's
 * first chunks, so it is there when nothing else can be fetched.
 */
export function PageLoadError({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error('A page could not be loaded', error)
    document.title = `${PRODUCT_NAME} - Rent`
  }, [error])
  return (
    <main className="not-found" id="main" tabIndex={-1}>
      <h1 className="not-found__title">
        <Trans>This page could not be loaded</Trans>
      </h1>
      <p className="not-found__text">
        <Trans>The connection may have dropped. Check it and try again.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </button>
    </main>
  )
}
