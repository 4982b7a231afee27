import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AppActors } from '../../app/actors'
import type { Family } from '../../contract/family'
import { PRODUCT_NAME } from '../../contract/system'

/**
 * SPEC §2 Success buttons. Home and My reservations first clear the stored booking (the wizard's
 * `wizard.leave`, which after a booking clears the selection), then the link navigates: the same
 * order as the header logo. FAQs, terms and the site link keep the page's data.
 */
export function SuccessActions({ family, wizard }: { family: Family; wizard: AppActors['wizard'] }) {
  const leave = () => wizard.send({ type: 'wizard.leave' })
  return (
    <nav className="success-actions" aria-labelledby="success-actions-title">
      <h2 id="success-actions-title" className="visually-hidden">
        <Trans>What next</Trans>
      </h2>
      <div className="success-actions__main">
        <Link
          to="/$family/account/my-reservations"
          params={{ family }}
          className="button button--primary"
          onClick={leave}
        >
          <Trans>Go to my reservations</Trans>
        </Link>
        <Link to="/$family/" params={{ family }} className="button button--ghost" onClick={leave}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
      <ul className="success-actions__links">
        <li>
          <Link to="/$family/faqs" params={{ family }}>
            <Trans>FAQs</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$family/terms-and-conditions" params={{ family }} target="_blank" rel="noopener">
            <Trans>Technical terms and conditions</Trans>
            <span className="visually-hidden">
              {' '}
              <Trans>(opens in a new window)</Trans>
            </span>
          </Link>
        </li>
        <li>
          {/* No company-site address is configured: the site link is the family's own home page. */}
          <Link to="/$family/" params={{ family }} target="_blank" rel="noopener">
            <Trans>{PRODUCT_NAME} website</Trans>
            <span className="visually-hidden">
              {' '}
              <Trans>(opens in a new window)</Trans>
            </span>
          </Link>
        </li>
      </ul>
    </nav>
  )
}
