import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ProductMark, Wordmark } from '../../components/wordmark'
import { FAMILY_CODES, FAMILY_NAMES, type Family } from '../../contract/family'
import { PRODUCT_NAME } from '../../contract/system'

const taglines: Record<Family, MessageDescriptor> = {
  'range-rover': msg`Refined luxury for every journey`,
  defender: msg`Built to go anywhere`,
  discovery: msg`Room for every adventure`,
  jaguar: msg`Performance with grace`,
}

/** SPEC §2 landing page: one tile per family; ENTER starts a visit in that family. */
export function LandingPage() {
  const { actors } = useRouteContext({ from: '__root__' })
  const { i18n, t } = useLingui()

  useEffect(() => {
    document.title = `${PRODUCT_NAME} - Rent`
  }, [])

  return (
    <main className="landing" id="main" tabIndex={-1}>
      <header className="landing__intro">
        <p className="landing__brand">
          <ProductMark />
          <span>{PRODUCT_NAME}</span>
        </p>
        <h1 className="landing__title">
          <Trans>Choose your brand</Trans>
        </h1>
        <p className="landing__lead">
          <Trans>Premium vehicles from participating dealers, booked in a few steps.</Trans>
        </p>
      </header>
      <ul className="landing__tiles">
        {FAMILY_CODES.map((family) => {
          const name = FAMILY_NAMES[family]
          return (
            <li key={family} className={`family-tile family-tile--${family}`}>
              <img className="family-tile__art" src={`/assets/hero/${family}-1.svg`} alt="" loading="eager" />
              <div className="family-tile__body">
                <h2 className="family-tile__name">
                  <Wordmark family={family} />
                </h2>
                <p className="family-tile__tagline">{i18n._(taglines[family])}</p>
                <button
                  type="button"
                  className="button button--on-image"
                  aria-label={t`Enter ${name}`}
                  onClick={() => actors.family.send({ type: 'family.enter', family })}
                >
                  <Trans>ENTER</Trans>
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </main>
  )
}
