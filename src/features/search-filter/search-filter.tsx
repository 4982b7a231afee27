import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { searchFilterMachine } from '../../../machines/search-filter/search-filter.machine'
import type { Family } from '../../contract/family'
import type { SearchQuery } from '../../contract/search-filters'
import { read, remove, write } from '../../storage/storage'
import { DateField } from './date-field'
import { LocationField } from './location-field'
import { ModelField } from './model-field'
import { TimeField } from './time-field'

type Props = { family: Family; query?: SearchQuery; variant?: 'hero' | 'panel' }

/**
 * SPEC §2 search filter. The machine starts from the family and the URL query, so another family
 * (brand switch) or another query (back button, shared link) starts a fresh one.
 */
export function SearchFilter(props: Props) {
  return <SearchFilterForm key={`${props.family}?${JSON.stringify(props.query ?? {})}`} {...props} />
}

/** A thin view over the searchFilter machine. */
function SearchFilterForm({ family, query = {}, variant = 'hero' }: Props) {
  const { t } = useLingui()
  const { bridge } = useRouteContext({ from: '__root__' })
  const [snapshot, send] = useMachine(
    searchFilterMachine.provide({
      actions: {
        storeFilters: (_, { filters, location }) => {
          write('filters', filters)
          if (location) write('location', location)
          else remove('location')
          if (filters.model) write('model', filters.model)
        },
        // SPEC §4: a new search clears the selection and releases a held slot.
        goToResults: (_, { query: search }) => bridge.startSearch(family, search),
      },
    }),
    { input: { family, query, saved: read('filters') ?? null, savedLocation: read('location') ?? null } },
  )
  const { location, model, dateFrom, timeFrom, dateTo, timeTo } = snapshot.context
  const canSearch = snapshot.hasTag('search:enabled')
  return (
    <form
      className={`search-filter search-filter--${variant}`}
      aria-label={t`Search vehicles`}
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'search.submit' })
      }}
    >
      <div className="search-filter__where">
        <LocationField
          value={location}
          onChange={(next) => send({ type: 'location.change', location: next })}
        />
        <ModelField
          family={family}
          value={model}
          onChange={(next) => send({ type: 'model.change', model: next })}
        />
      </div>
      <div className="search-filter__when">
        <DateField
          label={t`Pick-up date`}
          value={dateFrom}
          onChange={(date) => send({ type: 'dateFrom.change', date })}
        />
        <TimeField
          label={t`Pick-up time`}
          value={timeFrom}
          onChange={(time) => send({ type: 'timeFrom.change', time })}
        />
        <DateField
          label={t`Return date`}
          value={dateTo}
          minValue={dateFrom}
          onChange={(date) => send({ type: 'dateTo.change', date })}
        />
        <TimeField
          label={t`Return time`}
          value={timeTo}
          onChange={(time) => send({ type: 'timeTo.change', time })}
        />
      </div>
      <button type="submit" className="button button--primary search-filter__submit" disabled={!canSearch}>
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
