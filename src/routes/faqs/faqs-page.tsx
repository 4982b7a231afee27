import { Trans } from '@lingui/react/macro'
import { FaqGroups } from './faq-groups'

/** SPEC §2 FAQ view: title, description, the open-all/close-all toggle and three groups. */
export function FaqsPage() {
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        <Trans>Frequently asked questions</Trans>
      </h1>
      <p className="page__lead">
        <Trans>
          Everything about booking, collecting and returning your vehicle, before, during and after the
          rental.
        </Trans>
      </p>
      <FaqGroups variant="page" />
    </section>
  )
}
