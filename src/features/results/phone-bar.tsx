import { Trans } from '@lingui/react/macro'

type Props = {
  /** Place · dates of the search shown; null before there is one. */
  summary: string | null
  /** The filter overlay is open over the page. */
  covered?: boolean
  /** A finger or a pointer on the way to a button: the filter's code can start loading. */
  onIntent?(): void
  onModify(): void
  onSearch(): void
}

/**
 * SPEC §2 phone bar, fixed to the bottom of tab1: the search in one line, Modify (opens the filter) and
 * Search (opens the filter, whose own Search then runs it).
 */
export function PhoneBar({ summary, covered = false, onIntent, onModify, onSearch }: Props) {
  const intent = { onPointerEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent }
  return (
    <div className="phone-bar" inert={covered} aria-hidden={covered || undefined}>
      <div className="phone-bar__summary">
        <p className="phone-bar__title">{summary ?? <Trans>Your search</Trans>}</p>
        <button type="button" className="phone-bar__modify" onClick={onModify} {...intent}>
          <Trans>Modify</Trans>
        </button>
      </div>
      <button
        type="button"
        className="button button--primary phone-bar__search"
        onClick={onSearch}
        {...intent}
      >
        <Trans>Search</Trans>
      </button>
    </div>
  )
}
