import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef } from 'react'
import type { LinkProblem } from '../../../machines/password-form/password-form.types'

/**
 * What follows the form: the heading takes the focus so the change is announced; `children` are the
 * way on (log in, account settings, ask for a new link).
 */
export function PasswordOutcome({
  titleId,
  title,
  tone,
  children,
  lead,
}: {
  titleId: string
  title: ReactNode
  tone: 'done' | 'problem'
  lead: ReactNode
  children: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={`auth-done auth-done--${tone}`}>
      <span className={`auth-done__mark auth-done__mark--${tone}`} aria-hidden="true" />
      <h1 ref={heading} id={titleId} className="auth-card__title" tabIndex={-1}>
        {title}
      </h1>
      <p className="auth-card__lead">{lead}</p>
      <div className="auth-actions auth-actions--stacked">{children}</div>
    </div>
  )
}

/** SPEC §8 reset failures, said clearly: a link without its token or email, or one the server refused. */
export function LinkProblemText({ problem }: { problem: LinkProblem }) {
  return problem === 'missing' ? (
    <Trans>This link is incomplete: open it straight from the email we sent you, or ask for a new one.</Trans>
  ) : (
    <Trans>
      This reset link is not valid any more: each link works only once and for a limited time. Ask for a new
      one.
    </Trans>
  )
}
