import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Family } from '../../contract/family'

/** At pick-up the dealer asks for these (terms, art. 7 "Driver requirements"; SPEC §9). */
export function WhatToBring({ family }: { family: Family }) {
  return (
    <section className="success-card success-bring" aria-labelledby="success-bring-title">
      <h2 id="success-bring-title" className="success-card__title">
        <Trans>What to bring at pick-up</Trans>
      </h2>
      <ul className="success-bring__list">
        <li>
          <Trans>
            Your original driving licence, valid for the vehicle's category and held for at least 36 months
          </Trans>
        </li>
        <li>
          <Trans>A valid identity document</Trans>
        </li>
        <li>
          <Trans>A credit card in the main driver's name: the security deposit is blocked on it</Trans>
        </li>
        <li>
          <Trans>The driver must be at least 25 years old</Trans>
        </li>
      </ul>
      <Link
        to="/$family/terms-and-conditions"
        params={{ family }}
        hash="driver"
        target="_blank"
        rel="noopener"
        className="success-bring__more"
      >
        <Trans>Driver requirements in the terms and conditions</Trans>
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new window)</Trans>
        </span>
      </Link>
    </section>
  )
}
