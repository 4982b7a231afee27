import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ReservationSort } from '../../../machines/reservations/reservations.display'
import { selectSort } from '../../../machines/reservations/reservations.selectors'
import { ListSelect } from '../../components/list-select'
import type { ReservationsActor } from './reservations-actor'
import { SORT_OPTIONS } from './reservations-messages'

/** SPEC §2 sort menu of the reservations. */
export function SortMenu({ actor }: { actor: ReservationsActor }) {
  const { i18n } = useLingui()
  const sort = useSelector(actor, selectSort)
  return (
    <ListSelect
      className="field reservations-sort"
      buttonClassName="reservations-sort__button"
      label={<Trans>Sort by</Trans>}
      opening={null}
      selectedKey={sort}
      onSelectionChange={(key) => {
        if (key !== null) actor.send({ type: 'sort.change', sort: key as ReservationSort })
      }}
      items={SORT_OPTIONS}
      textOf={(option) => i18n._(option.label)}
      placement="bottom end"
    />
  )
}
