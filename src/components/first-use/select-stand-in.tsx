import { type ReactNode, useId } from 'react'
import { type Opening, standInTrigger } from './first-use'

type Props = {
  /** The field's classes, as the full select has them. */
  className: string
  labelClassName?: string
  buttonClassName?: string
  label: ReactNode
  /** The chosen option's text; the placeholder shows without one. */
  value: string | null
  placeholder: string
  firstUse: { preload: () => void; use: (opening: Opening) => void }
  /** Shown under the field, as under the full select (an error with its retry). */
  children?: ReactNode
}

/**
 * A select drawn with plain elements in its closed look, named as React Aria names its trigger (value,
 * then label), until someone reaches for it (src/components/list-select.tsx is the full one).
 */
export function SelectStandIn({
  className,
  labelClassName = '',
  buttonClassName = '',
  label,
  value,
  placeholder,
  firstUse,
  children,
}: Props) {
  const id = useId()
  return (
    <div className={className}>
      <span className={`field__label ${labelClassName}`.trim()} id={`${id}-label`}>
        {label}
      </span>
      <button
        id={`${id}-button`}
        type="button"
        className={`field__control field__select-button ${buttonClassName}`.trim()}
        aria-labelledby={`${id}-value ${id}-label`}
        aria-haspopup="listbox"
        aria-expanded="false"
        {...standInTrigger(firstUse, 'list')}
      >
        <span id={`${id}-value`} className="field__value" data-placeholder={value ? undefined : 'true'}>
          {value ?? placeholder}
        </span>
        <span className="chevron" aria-hidden="true" />
      </button>
      {children}
    </div>
  )
}
