import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { HOURS, minutesFor } from './dates'

type Props = { label: string; value: string | null; onChange: (value: string) => void }

/** SPEC §5 time picker: hours 09 to 18, minutes in 5-minute steps (default 09:00 comes from the machine). */
export function TimeField({ label, value, onChange }: Props) {
  const { t } = useLingui()
  const id = useId()
  const [hour = '', minute = ''] = value?.split(':') ?? []
  return (
    <fieldset className="field field--time">
      <legend className="field__label">{label}</legend>
      <div className="field__control time-selects">
        <select
          id={`${id}-h`}
          className="field__select"
          aria-label={t`${label}, hour`}
          value={hour}
          onChange={(event) => {
            const h = event.target.value
            const minutes = minutesFor(h)
            onChange(`${h}:${minutes.includes(minute) ? minute : minutes[0]}`)
          }}
        >
          {hour === '' ? <option value="">--</option> : null}
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </select>
        <span aria-hidden="true">:</span>
        <select
          className="field__select"
          aria-label={t`${label}, minutes`}
          value={minute}
          disabled={hour === ''}
          onChange={(event) => onChange(`${hour}:${event.target.value}`)}
        >
          {minute === '' ? <option value="">--</option> : null}
          {minutesFor(hour || '09').map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}
