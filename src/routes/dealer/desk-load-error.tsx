import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { ApiFailure } from '../../contract/api-failure'
import { DeskFailure } from '../../features/dealer-desk/desk-failure'

/** A desk page whose data could not be read: why, and a way to read it again. */
export function DeskLoadError({ error }: { error: unknown }) {
  const router = useRouter()
  const failure =
    typeof error === 'object' && error !== null && 'code' in error ? (error as ApiFailure) : null
  return (
    <>
      <h1 className="desk-page__title">
        <Trans>This page could not be loaded</Trans>
      </h1>
      <DeskFailure failure={failure ?? { code: 'unknown' }} onRetry={() => void router.invalidate()} />
    </>
  )
}
