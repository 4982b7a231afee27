import { Trans } from '@lingui/react/macro'
import { Link, useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import {
  selectCalendar,
  selectCanEdit,
  selectFailure,
  selectForm,
  selectIsBlocking,
  selectIsFailed,
  selectRemoving,
} from '../../../machines/dealer-vehicle/dealer-vehicle.selectors'
import { BlockForm } from '../../features/dealer-desk/block-form'
import { DeskFailure } from '../../features/dealer-desk/desk-failure'
import { provideVehicleActors } from '../../features/dealer-desk/vehicle-actors'
import { VehicleCalendarDays } from '../../features/dealer-desk/vehicle-calendar'
import { DeskPageTitle } from './desk-page-title'
import { useDeskScreenActor } from './use-desk-screen-actor'

/** `/dealer/vehicles/{plate}`: the vehicle's next 30 days; block days, remove a block. */
export function VehiclePage() {
  const { plate } = useParams({ from: '/dealer/area/vehicles/$plate' })
  const actor = useDeskScreenActor(provideVehicleActors, () => ({ plate }))
  const calendar = useSelector(actor, selectCalendar)
  const form = useSelector(actor, selectForm)
  const blocking = useSelector(actor, selectIsBlocking)
  const canEdit = useSelector(actor, selectCanEdit)
  const removing = useSelector(actor, selectRemoving)
  const failed = useSelector(actor, selectIsFailed)
  const failure = useSelector(actor, selectFailure)
  const title = calendar ? `${calendar.vehicle.model_description} · ${plate}` : plate
  return (
    <>
      <p className="desk-back">
        <Link to="/dealer/vehicles" className="auth-link">
          <Trans>All vehicles</Trans>
        </Link>
      </p>
      <DeskPageTitle title={title} lead={<Trans>The next 30 days, on Rome's calendar.</Trans>} />
      {failed ? (
        <DeskFailure failure={failure} onRetry={() => actor.send({ type: 'failure.retry' })} />
      ) : calendar ? (
        <div className="desk-vehicle">
          <section className="desk-section" aria-labelledby="desk-block-title">
            <h2 id="desk-block-title" className="desk-section__title">
              <Trans>Block days</Trans>
            </h2>
            <BlockForm
              form={form}
              busy={blocking}
              onChange={(field, value) => actor.send({ type: 'field.change', field, value })}
              onSubmit={() => actor.send({ type: 'block.submit' })}
            />
          </section>
          <section aria-labelledby="desk-calendar-title">
            <h2 id="desk-calendar-title" className="desk-section__title">
              <Trans>Calendar</Trans>
            </h2>
            <VehicleCalendarDays
              calendar={calendar}
              busy={!canEdit}
              removing={removing}
              onRemove={(id) => actor.send({ type: 'block.remove', id })}
            />
          </section>
        </div>
      ) : (
        <p className="desk-loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
    </>
  )
}
