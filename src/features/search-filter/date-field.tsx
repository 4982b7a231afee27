import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { deferred, type Opening, standInTrigger, useFirstUse } from '../../components/first-use/first-use'

// The calendar (its popover, grid and date library) loads on first use (pointer over, focus or open).
const calendar = deferred(() => import('./calendar-panel'))

type Props = {
  label: string
  value: string | null
  /** The earliest day that may be chosen (today, or the start date for the end date). */
  minValue?: string | null
  /** The message of a period rule this date breaks, shown beneath it. */
  error?: string | null
  onChange: (value: string | null) => void
}

/** SPEC §5 calendar: DD/MM/YYYY in a read-only input; Sundays and past days disabled; Today and Clear. */
export function DateField({ label, value, minValue, error, onChange }: Props) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const groupRef = useRef<HTMLDivElement>(null)
  const id = useId()
  const { module, opening, preload, use } = useFirstUse(calendar)
  const openWith = (how: Opening) => {
    setOpen(true)
    use(how)
  }
  const choose = (text: string | null) => {
    onChange(text)
    setOpen(false)
  }
  const { onClick, ...inputKeys } = standInTrigger({ preload, use: openWith }, 'list')
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control field__control--with-button" ref={groupRef}>
        <input
          id={id}
          className="field__input"
          readOnly
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t`DD/MM/YYYY`}
          value={value ?? ''}
          onClick={onClick}
          {...inputKeys}
          onKeyDown={(event) => {
            // ArrowUp moves nothing here: the calendar opens on Enter, Space and ArrowDown.
            if (event.key !== 'ArrowUp') inputKeys.onKeyDown(event)
          }}
        />
        <button
          type="button"
          className="field__icon-button"
          aria-label={t`Open the calendar for ${label}`}
          {...standInTrigger({ preload, use: openWith })}
        >
          <span className="calendar-icon" aria-hidden="true" />
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {module ? (
        <module.CalendarPopover
          triggerRef={groupRef}
          isOpen={open}
          onOpenChange={setOpen}
          opening={opening}
          label={label}
          value={value}
          minValue={minValue}
          onChoose={choose}
        />
      ) : null}
    </div>
  )
}
