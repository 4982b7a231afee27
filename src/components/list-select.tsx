import { type ReactNode, useRef } from 'react'
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectStateContext,
  SelectValue,
} from 'react-aria-components'
import type { Opening } from './first-use/first-use'
import { OpenOnMount } from './first-use/open-on-mount'

type Props<T extends { id: string }> = {
  className: string
  labelClassName?: string
  buttonClassName?: string
  label: ReactNode
  /** How its stand-in was used to open it (null: it is not opened by itself). */
  opening: Opening | null
  selectedKey: string | null
  onSelectionChange(key: string | null): void
  placeholder?: string
  items: T[]
  textOf(item: T): string
  placement: 'bottom start' | 'bottom end'
  /** What the list says when it has no option. */
  empty?: ReactNode
  /** Shown under the field (an error with its retry). */
  children?: ReactNode
}

/**
 * A select over a list of options, in the look of the app's fields (a listbox button: it closes on an
 * outside click and on Escape, and gives the focus back to its button). Where it replaces a
 * SelectStandIn on first use, it opens the way the stand-in was asked to.
 */
export function ListSelect<T extends { id: string }>({
  className,
  labelClassName = '',
  buttonClassName = '',
  label,
  opening,
  selectedKey,
  onSelectionChange,
  placeholder,
  items,
  textOf,
  placement,
  empty,
  children,
}: Props<T>) {
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <Select
      className={className}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onSelectionChange(key === null ? null : String(key))}
      placeholder={placeholder}
    >
      <Label className={`field__label ${labelClassName}`.trim()}>{label}</Label>
      <Button ref={trigger} className={`field__control field__select-button ${buttonClassName}`.trim()}>
        <SelectValue className="field__value" />
        <span className="chevron" aria-hidden="true" />
      </Button>
      <OpenOnMount
        opening={opening}
        state={SelectStateContext}
        trigger={trigger}
        open={(state, { focus }) => state.open(focus)}
      />
      {children}
      <Popover className="popover combo-popover" placement={placement}>
        <ListBox className="listbox" items={items} renderEmptyState={empty ? () => empty : undefined}>
          {(item) => (
            <ListBoxItem id={item.id} className="listbox__item" textValue={textOf(item)}>
              {textOf(item)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
