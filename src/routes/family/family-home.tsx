import { Trans } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { FAMILY_NAMES } from '../../contract/family'

/** Family home: the hero now; the search filter and the rest of SPEC §2 "Home" build on it. */
export function FamilyHome() {
  const { family } = useParams({ from: '/$family' })
  const name = FAMILY_NAMES[family]
  return (
    <section className="hero" aria-labelledby="hero-title">
      <img className="hero__art" src={`/assets/hero/${family}-1.svg`} alt="" />
      <div className="hero__content">
        <p className="hero__eyebrow">
          <Trans>Premium rental</Trans>
        </p>
        <h1 id="hero-title" className="hero__title">
          <Trans>Drive a {name}, for a day or a month</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>Choose a place, a model and your dates: participating dealers confirm your booking.</Trans>
        </p>
      </div>
    </section>
  )
}
