import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { HOURS, minutesFor } from './times'

type Props = {
  label: string
  value: string | null
  /** The message of a period rule this time breaks, shown beneath it. */
  error?: string | null
  onChange: (value: string) => void
}

/** SPEC §5 time picker: hours 09 to 18, minutes in 5-minute steps (default 09:00 comes from the machine). */
export function TimeField({ label, value, error, onChange }: Props) {
  const { t } = useLingui()
  const id = useId()
  const [hour = '', minute = ''] = value?.split(':') ?? []
  // A time from a link may be off the picker's grid: it stays visible, with its message, until changed.
  const hours = withCurrent(HOURS, hour)
  const minutes = withCurrent(minutesFor(hour), minute)
  const described = error
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined }
  return (
    <fieldset className="field field--time">
      <legend className="field__label">{label}</legend>
      <div className="field__control time-selects">
        <select
          id={`${id}-h`}
          className="field__select"
          aria-label={t`${label}, hour`}
          {...described}
          value={hour}
          onChange={(event) => {
            const h = event.target.value
            const offered = minutesFor(h)
            onChange(`${h}:${offered.includes(minute) ? minute : offered[0]}`)
          }}
        >
          {hour === '' ? <option value="">--</option> : null}
          {hours.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </select>
        <span aria-hidden="true">:</span>
        <select
          className="field__select"
          aria-label={t`${label}, minutes`}
          {...described}
          value={minute}
          disabled={hour === ''}
          onChange={(event) => onChange(`${hour}:${event.target.value}`)}
        >
          {minute === '' ? <option value="">--</option> : null}
          {minutes.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

const withCurrent = (options: readonly string[], current: string): readonly string[] =>
  current === '' || options.includes(current) ? options : [...options, current].sort()
