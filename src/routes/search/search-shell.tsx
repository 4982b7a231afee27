import { useLingui } from '@lingui/react/macro'
import { Link, Outlet, useParams, useRouteContext, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { selectIsBusy } from '../../../machines/slot-hold/slot-hold.selectors'
import { selectCanGoTo, selectHold, selectStep } from '../../../machines/wizard/wizard.selectors'
import { WIZARD_TABS, type WizardTab } from '../../../machines/wizard/wizard.types'
import { STEP_ROUTES, stepOfRoute } from '../../app/step-routes'
import { useArrivedInApp } from '../../app/use-focus-on-arrival'
import type { Family } from '../../contract/family'
import { routeTitles } from '../route-titles'
import { StepFilter } from './step-filter'
import { stepLabels } from './step-labels'

/**
 * SPEC §2 search wizard shell: the step's title and the four step tabs (search.01 to search.04). The
 * wizard decides which tabs move; a tab the wizard would refuse is shown, but not as a link.
 */
export function SearchShell(): React.JSX.Element {
  const { family } = useParams({ strict: false }) as { family: Family }
  const { i18n, t } = useLingui()
  const { actors } = useRouteContext({ from: '__root__' })
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId as string | undefined })
  const shown = stepOfRoute(routeId)
  const step = useSelector(actors.wizard, selectStep)
  const current: WizardTab = shown && shown !== 'success' ? shown : step && step !== 'success' ? step : 'tab1'
  // While the slot hold asks for the slot or books, the wizard refuses every move: the tabs follow the
  // hold too (its snapshot is its own, so the wizard's does not change with it).
  const hold = useSelector(actors.wizard, selectHold)
  const holdBusy = useSelector(hold, selectIsBusy)
  const allowed = useSelector(
    actors.wizard,
    (snapshot) => WIZARD_TABS.map((tab) => tab === current || (!holdBusy && selectCanGoTo(snapshot, tab))),
    sameItems,
  )
  const heading = useRef<HTMLHeadingElement>(null)
  // Each step's heading takes the focus, so keyboard and screen-reader users start at the new step: on
  // every change of step, and on arriving from another page (the home's search, the login the booking
  // asked for). A fresh page load leaves the focus to the browser.
  const arrived = useArrivedInApp()
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the step changes.
  useEffect(() => {
    if (first.current) {
      first.current = false
      if (!arrived || document.activeElement?.closest('[role="dialog"]')) return
    }
    heading.current?.focus()
  }, [current])
  return (
    <section className="wizard" aria-labelledby="page-title">
      <div className="wizard__head">
        <h1 id="page-title" className="page__title wizard__title" ref={heading} tabIndex={-1}>
          {i18n._(routeTitles[current])}
        </h1>
        <nav aria-label={t`Booking steps`}>
          <ol className="wizard-steps">
            {WIZARD_TABS.map((tab, index) => {
              const label = (
                <>
                  <span className="wizard-steps__number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span className="wizard-steps__label">{i18n._(stepLabels[tab])}</span>
                </>
              )
              const isCurrent = tab === current
              const done = WIZARD_TABS.indexOf(current) > index
              const className = `wizard-steps__item${isCurrent ? ' is-current' : ''}${done ? ' is-done' : ''}`
              return (
                <li key={tab} className={className}>
                  {allowed[index] && !isCurrent ? (
                    <Link to={STEP_ROUTES[tab]} params={{ family }} className="wizard-steps__link">
                      {label}
                    </Link>
                  ) : (
                    <span
                      className="wizard-steps__link"
                      aria-current={isCurrent ? 'step' : undefined}
                      aria-disabled={isCurrent ? undefined : 'true'}
                    >
                      {label}
                    </span>
                  )}
                </li>
              )
            })}
          </ol>
        </nav>
      </div>
      {/* tab1 shows the filter with its results. */}
      {current === 'tab1' ? null : <StepFilter family={family} />}
      <Outlet />
    </section>
  )
}

/** The tabs' moves are a new array on every snapshot: the same moves are no change to draw. */
const sameItems = (a: readonly boolean[], b: readonly boolean[]) =>
  a.length === b.length && a.every((item, index) => item === b[index])
