import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Family } from '../../../contract/family'
import { FaqGroups } from '../../faqs/faq-groups'

/** FAQ block with one group open at a time, and the call to the FAQ page (SPEC §2 home). */
export function FaqCall({ family }: { family: Family }) {
  return (
    <section className="section" aria-labelledby="faq-call-title">
      <div className="section__inner home-faq">
        <div className="home-faq__intro">
          <h2 id="faq-call-title" className="section__title">
            <Trans>Questions before you book?</Trans>
          </h2>
          <p className="section__lead">
            <Trans>Documents, deposits, cancellations and returns: the answers are one click away.</Trans>
          </p>
          <Link to="/$family/faqs" params={{ family }} className="button button--primary">
            <Trans>Read the FAQs</Trans>
          </Link>
        </div>
        <FaqGroups variant="home" headingLevel={3} />
      </div>
    </section>
  )
}
