import { Trans } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'

type Props = {
  saving: boolean
  /** The confirmation once saved (announced politely), or null. */
  saved: ReactNode
  /** Why the save failed (announced at once), or null. */
  alert: ReactNode
  alertRef?: Ref<HTMLParagraphElement>
  /** More buttons beside Save (Cancel, Delete). */
  children?: ReactNode
  label?: ReactNode
}

/** Save with its spinner (SPEC §9), what happened after it, and the section's other buttons. */
export function SaveBar({ saving, saved, alert, alertRef, children, label }: Props) {
  return (
    <div className="account-save">
      <div className="account-save__buttons">
        <button
          type="submit"
          className="button button--primary account-save__button"
          aria-disabled={saving || undefined}
        >
          {saving ? <span className="account-spinner" aria-hidden="true" /> : null}
          {saving ? <Trans>Saving…</Trans> : (label ?? <Trans>Save</Trans>)}
        </button>
        {children}
      </div>
      <p className="account-save__status" role="status">
        {saved && !saving ? (
          <span className="account-notice account-notice--success">
            <span className="account-notice__icon" aria-hidden="true" />
            {saved}
          </span>
        ) : null}
      </p>
      {alert && !saving ? (
        <p ref={alertRef} className="form-alert account-save__alert" role="alert" tabIndex={-1}>
          {alert}
        </p>
      ) : null}
    </div>
  )
}
