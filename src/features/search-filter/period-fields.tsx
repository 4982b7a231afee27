import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { SearchFilterActor } from '../../../machines/search-filter/search-filter.machine'
import {
  selectDateFrom,
  selectDateTo,
  selectPeriodProblem,
  selectTimeFrom,
  selectTimeTo,
} from '../../../machines/search-filter/search-filter.selectors'
import type { PeriodField } from '../../contract/rental-period'
import { DateField } from './date-field'
import { periodMessages } from './search-filter-messages'
import { TimeField } from './time-field'

const selectProblem = {
  dateFrom: selectPeriodProblem('dateFrom'),
  timeFrom: selectPeriodProblem('timeFrom'),
  dateTo: selectPeriodProblem('dateTo'),
  timeTo: selectPeriodProblem('timeTo'),
} satisfies Record<PeriodField, unknown>

/** Pick-up and return dates and times, each with the message of the period rule it breaks. */
export function PeriodFields({ actor }: { actor: SearchFilterActor }) {
  const { i18n, t } = useLingui()
  const dateFrom = useSelector(actor, selectDateFrom)
  const timeFrom = useSelector(actor, selectTimeFrom)
  const dateTo = useSelector(actor, selectDateTo)
  const timeTo = useSelector(actor, selectTimeTo)
  const problems = {
    dateFrom: useSelector(actor, selectProblem.dateFrom),
    timeFrom: useSelector(actor, selectProblem.timeFrom),
    dateTo: useSelector(actor, selectProblem.dateTo),
    timeTo: useSelector(actor, selectProblem.timeTo),
  }
  const message = (field: PeriodField) => {
    const code = problems[field]
    return code ? i18n._(periodMessages[code]) : null
  }
  return (
    <div className="search-filter__when">
      <DateField
        label={t`Pick-up date`}
        value={dateFrom}
        error={message('dateFrom')}
        onChange={(date) => actor.send({ type: 'dateFrom.change', date })}
      />
      <TimeField
        label={t`Pick-up time`}
        value={timeFrom}
        error={message('timeFrom')}
        onChange={(time) => actor.send({ type: 'timeFrom.change', time })}
      />
      <DateField
        label={t`Return date`}
        value={dateTo}
        minValue={dateFrom}
        error={message('dateTo')}
        onChange={(date) => actor.send({ type: 'dateTo.change', date })}
      />
      <TimeField
        label={t`Return time`}
        value={timeTo}
        error={message('timeTo')}
        onChange={(time) => actor.send({ type: 'timeTo.change', time })}
      />
    </div>
  )
}
