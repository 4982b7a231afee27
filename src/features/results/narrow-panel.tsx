import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { type ReactNode, useState } from 'react'
import type { ResultsActor } from '../../../machines/results/results.machine'
import {
  selectBeyond,
  selectCanNarrow,
  selectCounts,
  selectIsNarrowed,
  selectNarrowing,
  selectTotal,
} from '../../../machines/results/results.selectors'
import { type Narrowing, NO_NARROWING } from '../../../machines/results/results.types'
import {
  DEFAULT_RADIUS_KM,
  FUEL_CODES,
  type FuelCode,
  GEARBOX_CODES,
  type GearboxCode,
} from '../../contract/vehicles'

const FUEL_LABELS: Record<FuelCode, MessageDescriptor> = {
  diesel: msg`Diesel`,
  petrol: msg`Petrol`,
  hybrid: msg`Hybrid`,
  electric: msg`Electric`,
}
const GEARBOX_LABELS: Record<GearboxCode, MessageDescriptor> = {
  automatic: msg`Automatic`,
  manual: msg`Manual`,
}
/** The price slider moves by this many euro a day. */
const PRICE_STEP = 10

type Props = { actor: ResultsActor; hasPoint: boolean; idPrefix: string }

/**
 * SPEC §2 vehicle filter panel, the results' part: distance, fuel, gearbox, seats and daily price, each
 * option with how many vehicles it would show (the server's counts). Every choice is a new search from
 * page 1; the choices are kept in the URL by the page.
 */
export function NarrowPanel({ actor, hasPoint, idPrefix }: Props) {
  const { t } = useLingui()
  const narrowing = useSelector(actor, selectNarrowing)
  const counts = useSelector(actor, selectCounts)
  const enabled = useSelector(actor, selectCanNarrow)
  const narrowed = useSelector(actor, selectIsNarrowed)
  const total = useSelector(actor, selectTotal)
  const beyond = useSelector(actor, selectBeyond)
  const change = (next: Partial<Narrowing>) =>
    actor.send({ type: 'narrow.change', narrowing: { ...narrowing, ...next } })
  const seatOptions = Object.keys(counts?.seats ?? {})
    .map(Number)
    .sort((a, b) => a - b)
    .slice(1)
  const atLeast = (seats: number) =>
    Object.entries(counts?.seats ?? {}).reduce(
      (n, [value, count]) => (Number(value) >= seats ? n + count : n),
      0,
    )
  return (
    <fieldset className="narrow-panel" disabled={!enabled} aria-busy={!counts || undefined}>
      <legend className="narrow-panel__title">
        <Trans>Narrow the results</Trans>
      </legend>
      {hasPoint ? (
        <fieldset className="narrow-group">
          <legend className="narrow-group__title">
            <Trans>Distance</Trans>
          </legend>
          <Choice
            type="radio"
            name={`${idPrefix}-distance`}
            checked={!narrowing.wide}
            onChange={() => change({ wide: false })}
            label={t`Within ${DEFAULT_RADIUS_KM} km`}
            count={narrowing.wide ? null : total}
          />
          <Choice
            type="radio"
            name={`${idPrefix}-distance`}
            checked={narrowing.wide}
            onChange={() => change({ wide: true })}
            label={t`Any distance`}
            count={narrowing.wide ? total : total + beyond}
          />
        </fieldset>
      ) : null}
      <CheckGroup
        title={<Trans>Fuel</Trans>}
        codes={FUEL_CODES}
        labels={FUEL_LABELS}
        chosen={narrowing.fuel}
        counts={counts?.fuel}
        onChange={(fuel) => change({ fuel })}
      />
      <CheckGroup
        title={<Trans>Gearbox</Trans>}
        codes={GEARBOX_CODES}
        labels={GEARBOX_LABELS}
        chosen={narrowing.gearbox}
        counts={counts?.gearbox}
        onChange={(gearbox) => change({ gearbox })}
      />
      {seatOptions.length > 0 || narrowing.minSeats !== null ? (
        <fieldset className="narrow-group">
          <legend className="narrow-group__title">
            <Trans>Seats</Trans>
          </legend>
          <Choice
            type="radio"
            name={`${idPrefix}-seats`}
            checked={narrowing.minSeats === null}
            onChange={() => change({ minSeats: null })}
            label={t`Any`}
            count={null}
          />
          {seatOptions.map((seats) => (
            <Choice
              key={seats}
              type="radio"
              name={`${idPrefix}-seats`}
              checked={narrowing.minSeats === seats}
              onChange={() => change({ minSeats: seats })}
              label={t`${seats} or more`}
              count={atLeast(seats)}
            />
          ))}
        </fieldset>
      ) : null}
      {counts?.price ? (
        <PriceRange
          key={`${narrowing.priceMin}-${narrowing.priceMax}-${counts.price.min}-${counts.price.max}`}
          idPrefix={idPrefix}
          bounds={counts.price}
          chosen={narrowing}
          onChange={(priceMin, priceMax) => change({ priceMin, priceMax })}
        />
      ) : null}
      {narrowed ? (
        <button
          type="button"
          className="button button--ghost narrow-panel__clear"
          onClick={() => change({ ...NO_NARROWING, wide: narrowing.wide })}
        >
          <Trans>Clear filters</Trans>
        </button>
      ) : null}
    </fieldset>
  )
}

type ChoiceProps = {
  type: 'checkbox' | 'radio'
  name?: string
  checked: boolean
  onChange(): void
  label: string
  /** How many vehicles it would show; null when not said. */
  count: number | null
}

type CheckGroupProps<T extends string> = {
  title: ReactNode
  /** Every option, in order. */
  codes: readonly T[]
  labels: Record<T, MessageDescriptor>
  chosen: T[]
  counts: Partial<Record<T, number>> | undefined
  onChange(chosen: T[]): void
}

/** A group of options any of which may be chosen (fuel, gearbox), each with its count. */
function CheckGroup<T extends string>({
  title,
  codes,
  labels,
  chosen,
  counts,
  onChange,
}: CheckGroupProps<T>) {
  const { t } = useLingui()
  return (
    <fieldset className="narrow-group">
      <legend className="narrow-group__title">{title}</legend>
      {codes.map((code) => (
        <Choice
          key={code}
          type="checkbox"
          checked={chosen.includes(code)}
          onChange={() =>
            onChange(chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code])
          }
          label={t(labels[code])}
          count={counts?.[code] ?? null}
        />
      ))}
    </fieldset>
  )
}

function Choice({ type, name, checked, onChange, label, count }: ChoiceProps) {
  // An option that would show nothing cannot be chosen (one chosen already can always be undone).
  const empty = count === 0 && !checked
  return (
    <label className={`narrow-choice${empty ? ' is-empty' : ''}`}>
      <input type={type} name={name} checked={checked} onChange={onChange} disabled={empty} />
      <span className="narrow-choice__label">{label}</span>
      {count !== null ? (
        <span className="narrow-choice__count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">
            <Plural value={count} one="# vehicle" other="# vehicles" />
          </span>
        </span>
      ) : null}
    </label>
  )
}

type PriceProps = {
  idPrefix: string
  bounds: { min: number; max: number }
  chosen: Pick<Narrowing, 'priceMin' | 'priceMax'>
  onChange(priceMin: number | null, priceMax: number | null): void
}

/**
 * The daily price range: two sliders over the prices the other choices leave, applied when let go (or
 * at each key press), so dragging is one search, not one per step. An end at its bound is no limit.
 */
function PriceRange({ idPrefix, bounds, chosen, onChange }: PriceProps) {
  const { i18n } = useLingui()
  const floor = Math.floor(bounds.min / PRICE_STEP) * PRICE_STEP
  const ceiling = Math.max(floor + PRICE_STEP, Math.ceil(bounds.max / PRICE_STEP) * PRICE_STEP)
  const clamp = (value: number) => Math.min(ceiling, Math.max(floor, value))
  const [low, setLow] = useState(clamp(chosen.priceMin ?? floor))
  const [high, setHigh] = useState(clamp(chosen.priceMax ?? ceiling))
  const commit = () => {
    const priceMin = low <= floor ? null : low
    const priceMax = high >= ceiling ? null : high
    if (priceMin !== chosen.priceMin || priceMax !== chosen.priceMax) onChange(priceMin, priceMax)
  }
  const euro = (value: number) =>
    new Intl.NumberFormat(i18n.locale === 'en' ? 'en-GB' : 'it-IT', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(value)
  const slider = (which: 'low' | 'high') => ({
    min: floor,
    max: ceiling,
    step: PRICE_STEP,
    value: which === 'low' ? low : high,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = Number(event.target.value)
      if (which === 'low') setLow(Math.min(value, high))
      else setHigh(Math.max(value, low))
    },
    onPointerUp: commit,
    onKeyUp: commit,
    onBlur: commit,
  })
  return (
    <fieldset className="narrow-group narrow-price">
      <legend className="narrow-group__title">
        <Trans>Price per day</Trans>
      </legend>
      <p className="narrow-price__shown" aria-hidden="true">
        {euro(low)} – {euro(high)}
      </p>
      <label className="narrow-price__slider" htmlFor={`${idPrefix}-price-min`}>
        <span className="narrow-price__label">
          <Trans>From</Trans>
        </span>
        <input type="range" id={`${idPrefix}-price-min`} {...slider('low')} aria-valuetext={euro(low)} />
      </label>
      <label className="narrow-price__slider" htmlFor={`${idPrefix}-price-max`}>
        <span className="narrow-price__label">
          <Trans>Up to</Trans>
        </span>
        <input type="range" id={`${idPrefix}-price-max`} {...slider('high')} aria-valuetext={euro(high)} />
      </label>
    </fieldset>
  )
}
