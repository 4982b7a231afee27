import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { Button, Popover } from 'react-aria-components'

// The calendar grid loads on first use (pointer over, focus or open), not with the page.
const loadCalendarPanel = () => import('./calendar-panel')
const preloadCalendarPanel = () => void loadCalendarPanel()
const CalendarPanel = lazy(() => loadCalendarPanel().then((module) => ({ default: module.CalendarPanel })))

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
  const choose = (text: string | null) => {
    onChange(text)
    setOpen(false)
  }
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
          onClick={() => setOpen(true)}
          onPointerEnter={preloadCalendarPanel}
          onFocus={preloadCalendarPanel}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
              event.preventDefault()
              setOpen(true)
            }
          }}
        />
        <Button
          className="field__icon-button"
          aria-label={t`Open the calendar for ${label}`}
          onPress={() => setOpen(true)}
          onHoverStart={preloadCalendarPanel}
          onFocus={preloadCalendarPanel}
        >
          <span className="calendar-icon" aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      <Popover
        triggerRef={groupRef}
        isOpen={open}
        onOpenChange={setOpen}
        placement="bottom start"
        className="popover"
      >
        <Suspense fallback={<div className="calendar-dialog calendar-dialog--loading" aria-busy="true" />}>
          <CalendarPanel label={label} value={value} minValue={minValue} onChoose={choose} />
        </Suspense>
      </Popover>
    </div>
  )
}
