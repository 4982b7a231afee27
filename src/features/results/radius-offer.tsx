import { Plural, Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ResultsActor } from '../../../machines/results/results.machine'
import {
  selectBeyond,
  selectCanWiden,
  selectIsNarrowed,
  selectRadiusKm,
  selectTotal,
} from '../../../machines/results/results.selectors'
import { NO_NARROWING } from '../../../machines/results/results.types'

/**
 * The vehicles beyond the radius, offered: "12 more vehicles farther than 50 km — Show them". With no
 * vehicle within reach of the choices, it says so and offers to widen or to clear the filters.
 */
export function RadiusOffer({ actor }: { actor: ResultsActor }) {
  const beyond = useSelector(actor, selectBeyond)
  const canWiden = useSelector(actor, selectCanWiden)
  const radius = useSelector(actor, selectRadiusKm)
  const total = useSelector(actor, selectTotal)
  const narrowed = useSelector(actor, selectIsNarrowed)
  if (total > 0 && !canWiden) return null
  const clear = () => {
    const { narrowing } = actor.getSnapshot().context
    actor.send({ type: 'narrow.change', narrowing: { ...NO_NARROWING, wide: narrowing.wide } })
  }
  return (
    <div className={`radius-offer${total === 0 ? ' radius-offer--alone' : ''}`} role="status">
      <p className="radius-offer__text">
        {total === 0 ? (
          radius !== null ? (
            <Trans>No vehicle within {radius} km matches your choices.</Trans>
          ) : (
            <Trans>No vehicle matches your choices.</Trans>
          )
        ) : null}{' '}
        {canWiden && radius !== null ? (
          <Plural
            value={beyond}
            one={`# more vehicle is farther than ${radius} km.`}
            other={`# more vehicles are farther than ${radius} km.`}
          />
        ) : null}
      </p>
      <div className="radius-offer__actions">
        {canWiden ? (
          <button
            type="button"
            className="button button--primary radius-offer__widen"
            onClick={() => actor.send({ type: 'radius.widen' })}
          >
            <Plural value={beyond} one="Show it" other="Show them" />
          </button>
        ) : null}
        {total === 0 && narrowed ? (
          <button type="button" className="button button--ghost" onClick={clear}>
            <Trans>Clear filters</Trans>
          </button>
        ) : null}
      </div>
    </div>
  )
}
