import { Trans, useLingui } from '@lingui/react/macro'
import { type RouteName, routeTitles } from './route-titles'

/** A screen whose content is still to come: its title, and a way back. */
export function PlaceholderPage({ name, inShell = false }: { name: RouteName; inShell?: boolean }) {
  const { i18n } = useLingui()
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      {/* Inside the search wizard the shell shows the step's title. */}
      {inShell ? null : (
        <h1 id="page-title" className="page__title">
          {i18n._(routeTitles[name])}
        </h1>
      )}
      <p className="page__lead">
        <Trans>This page is being prepared. Please come back soon.</Trans>
      </p>
    </section>
  )
}
