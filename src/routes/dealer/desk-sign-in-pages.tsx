import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useRouteContext, useSearch } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { selectEndReason } from '../../../machines/dealer-session/dealer-session.selectors'
import {
  selectIsSent,
  selectIsSignedIn,
  selectLinkProblem,
} from '../../../machines/dealer-sign-in/dealer-sign-in.selectors'
import type { SignInMode } from '../../../machines/dealer-sign-in/dealer-sign-in.types'
import { useScreenActor } from '../../app/use-app-actor-ref'
import { useFocusOnArrival } from '../../app/use-focus-on-arrival'
import type { Language } from '../../contract/language'
import { DeskHeader } from '../../features/dealer-desk/desk-header'
import { provideSignInActors } from '../../features/dealer-desk/sign-in-actors'
import { SignInForm } from '../../features/dealer-desk/sign-in-form'

/** A sign-in door's screen: the desk's header, one card, its form; a finished sign-in opens the desk. */
function SignInScreen({
  mode,
  token,
  title,
  lead,
  children,
}: {
  mode: SignInMode
  token?: string
  title: ReactNode
  lead: ReactNode
  children?: ReactNode
}) {
  const { desk } = useRouteContext({ from: '/dealer' })
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const actor = useScreenActor(
    () => provideSignInActors(desk, () => i18n.locale as Language),
    () => ({ mode, token }),
  )
  const signedIn = useSelector(actor, selectIsSignedIn)
  const sent = useSelector(actor, selectIsSent)
  const problem = useSelector(actor, selectLinkProblem)
  const expired = useSelector(desk, selectEndReason) === 'expired'
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival(heading)
  useEffect(() => {
    if (signedIn) void navigate({ to: '/dealer' })
  }, [signedIn, navigate])
  // The notice is said once: the next sign-in starts without it.
  useEffect(() => () => desk.send({ type: 'notice.seen' }), [desk])
  return (
    <>
      <DeskHeader />
      <main id="main" tabIndex={-1} className="auth-page desk-auth">
        <section className="auth-card" aria-labelledby="desk-sign-in-title">
          {problem ? (
            <Outcome title={<Trans>This link cannot be used</Trans>} tone="problem">
              <LinkProblemText problem={problem} />
            </Outcome>
          ) : sent ? (
            <Outcome title={<Trans>Check your inbox</Trans>} tone="done">
              <Trans>
                If this email belongs to a member of a dealership's staff, a link to choose a new password is
                on its way. It works for 60 minutes.
              </Trans>
            </Outcome>
          ) : (
            <>
              <h1 id="desk-sign-in-title" className="auth-card__title" ref={heading} tabIndex={-1}>
                {title}
              </h1>
              {expired && mode === 'login' ? (
                <p className="auth-form__alert" role="alert">
                  <Trans>Your session has ended. Sign in again to go on.</Trans>
                </p>
              ) : null}
              <p className="auth-card__lead">{lead}</p>
              <SignInForm
                actor={actor}
                aside={
                  mode === 'login' ? (
                    <Link to="/dealer/forgot" className="auth-link">
                      <Trans>Forgot your password?</Trans>
                    </Link>
                  ) : undefined
                }
              />
              {children}
            </>
          )}
        </section>
      </main>
    </>
  )
}

function Outcome({
  title,
  tone,
  children,
}: {
  title: ReactNode
  tone: 'done' | 'problem'
  children: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={`auth-done auth-done--${tone}`}>
      <span className={`auth-done__mark auth-done__mark--${tone}`} aria-hidden="true" />
      <h1 ref={heading} id="desk-sign-in-title" className="auth-card__title" tabIndex={-1}>
        {title}
      </h1>
      <p className="auth-card__lead">{children}</p>
      <div className="auth-actions auth-actions--stacked">
        {tone === 'problem' ? (
          <Link to="/dealer/forgot" className="button button--primary">
            <Trans>Ask for a new link</Trans>
          </Link>
        ) : null}
        <Link to="/dealer/login" className="button button--ghost">
          <Trans>Back to sign in</Trans>
        </Link>
      </div>
    </div>
  )
}

function LinkProblemText({ problem }: { problem: NonNullable<ReturnType<typeof selectLinkProblem>> }) {
  switch (problem) {
    case 'missing':
      return <Trans>This link is incomplete: open it straight from the email, or ask for a new one.</Trans>
    case 'used':
      return (
        <Trans>This link was already used, or a newer one replaced it: sign in, or ask for a new link.</Trans>
      )
    case 'expired':
      return <Trans>This link has expired: ask for a new one.</Trans>
    default:
      return <Trans>This link is not valid: open it straight from the email, or ask for a new one.</Trans>
  }
}

/** `/dealer/login`. */
export function DeskLoginPage() {
  return (
    <SignInScreen
      mode="login"
      title={<Trans>Sign in to the dealer desk</Trans>}
      lead={<Trans>Answer your dealership's booking requests and see what is coming.</Trans>}
    />
  )
}

/** `/dealer/forgot`. */
export function DeskForgotPage() {
  return (
    <SignInScreen
      mode="forgot"
      title={<Trans>Forgot your password?</Trans>}
      lead={<Trans>Enter your email: we will send you a link to choose a new password.</Trans>}
    >
      <p className="auth-card__lead">
        <Link to="/dealer/login" className="auth-link">
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </SignInScreen>
  )
}

/** `/dealer/set-password?token=…`: the invitation. */
export function DeskSetPasswordPage() {
  const { token } = useSearch({ from: '/dealer/set-password' })
  return (
    <SignInScreen
      mode="setPassword"
      token={token}
      title={<Trans>Welcome to the dealer desk</Trans>}
      lead={<Trans>Choose your password: you will be signed in straight away.</Trans>}
    />
  )
}

/** `/dealer/reset-password?token=…`. */
export function DeskResetPage() {
  const { token } = useSearch({ from: '/dealer/reset-password' })
  return (
    <SignInScreen
      mode="reset"
      token={token}
      title={<Trans>Choose a new password</Trans>}
      lead={<Trans>Your other sessions end; you will be signed in here.</Trans>}
    />
  )
}
