import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { ApiFailure } from '../../contract/api-failure'
import { failureText } from '../../i18n/failure-text'

/** Why a desk call failed, said as an alert that takes the focus, and a way to try again. */
export function DeskFailure({ failure, onRetry }: { failure: ApiFailure | null; onRetry: () => void }) {
  const { i18n } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus(), [])
  return (
    <div ref={box} className="desk-notice desk-notice--problem" role="alert" tabIndex={-1}>
      <p className="desk-notice__text">{failure ? failureText(failure, i18n) : null}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
