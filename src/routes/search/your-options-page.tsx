import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { selectIsLocking } from '../../../machines/slot-hold/slot-hold.selectors'
import {
  selectError,
  selectHold,
  selectOptions,
  selectVehicle,
} from '../../../machines/wizard/wizard.selectors'
import type { ChosenOption } from '../../../machines/wizard/wizard.types'
import { vehicleTitle } from '../../components/vehicle/vehicle-text'
import { bookingTotal, optionsPrice, rentalPrice } from '../../contract/totals'
import { failureText } from '../../i18n/failure-text'
import { formatEuro } from '../../i18n/format'

/**
 * SPEC §2 tab3: the extras the dealer offers, with a running total. Continue holds the vehicle
 * (the wizard sends a logged-out customer to log in first); 'continue without options' clears them.
 */
export function YourOptionsPage(): React.JSX.Element | null {
  const { i18n } = useLingui()
  const { actors } = useRouteContext({ from: '__root__' })
  const vehicle = useSelector(actors.wizard, selectVehicle)
  const chosen = useSelector(actors.wizard, selectOptions)
  const hold = useSelector(actors.wizard, selectHold)
  const busy = useSelector(hold, selectIsLocking)
  const error = useSelector(actors.wizard, selectError)
  if (!vehicle) return null
  const language = i18n.locale
  const isChosen = (option: ChosenOption) => chosen.some((item) => item.code === option.code)
  return (
    <div className="options">
      <div className="options__list">
        <p className="options__intro">
          <Trans>
            Add the extras you want for your {vehicleTitle(vehicle)}. You can change them until you book.
          </Trans>
        </p>
        {error?.during === 'lock' ? (
          <p className="form-alert" role="alert">
            {failureText(error.failure, i18n)}
          </p>
        ) : null}
        <ul className="option-cards">
          {vehicle.pricing.services.map((option) => {
            const on = isChosen(option)
            return (
              <li key={option.code} className={`option-card${on ? ' is-chosen' : ''}`}>
                <div className="option-card__text">
                  <h2 className="option-card__name">{option.name}</h2>
                  <p className="option-card__price">
                    {option.quantity > 1 ? (
                      <Trans>
                        {option.quantity} × {formatEuro(option.price_including_tax, language)} ={' '}
                        {formatEuro(optionsPrice([option]), language)}
                      </Trans>
                    ) : (
                      formatEuro(option.price_including_tax, language)
                    )}
                  </p>
                </div>
                <button
                  type="button"
                  className={`button ${on ? 'button--ghost' : 'button--primary'} option-card__toggle`}
                  aria-pressed={on}
                  disabled={busy}
                  onClick={() => actors.wizard.send({ type: 'options.toggle', option })}
                >
                  {on ? <Trans>Remove</Trans> : <Trans>Add</Trans>}
                  <span className="visually-hidden"> {option.name}</span>
                </button>
              </li>
            )
          })}
        </ul>
      </div>
      <aside className="options__summary" aria-labelledby="options-total-title">
        <h2 id="options-total-title" className="options__summary-title">
          <Trans>Your rental</Trans>
        </h2>
        <dl className="spec-list">
          <dt>{vehicleTitle(vehicle)}</dt>
          <dd>{formatEuro(rentalPrice(vehicle), language)}</dd>
          {chosen.map((option) => (
            <div key={option.code} className="spec-list__row">
              <dt>{option.name}</dt>
              <dd>{formatEuro(optionsPrice([option]), language)}</dd>
            </div>
          ))}
          <div className="spec-list__row spec-list__total">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd aria-live="polite">{formatEuro(bookingTotal(vehicle, chosen), language)}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="button button--primary options__continue"
          disabled={busy}
          aria-busy={busy}
          onClick={() => actors.wizard.send({ type: 'options.continue' })}
        >
          {busy ? <Trans>Holding your vehicle…</Trans> : <Trans>Continue</Trans>}
        </button>
        <button
          type="button"
          className="link-button options__skip"
          disabled={busy}
          onClick={() => actors.wizard.send({ type: 'options.skip' })}
        >
          <Trans>Continue without options</Trans>
        </button>
      </aside>
    </div>
  )
}
