import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useId, useRef } from 'react'
import type { SearchFilterActor } from '../../../machines/search-filter/search-filter.machine'
import {
  selectIsResolvingPlace,
  selectLocationText,
} from '../../../machines/search-filter/search-filter.selectors'
import { deferred, useFirstUse } from '../../components/first-use/first-use'
import type { TypingOpening } from './typing-opening'

type ComboBoxModule = typeof import('./location-combo-box')
const comboBox = deferred<ComboBoxModule>(() => import('./location-combo-box'))

/**
 * Location autocomplete over Italian municipalities (SPEC §5). Until first used it is a plain input in
 * the combobox's exact look; what is typed goes to the machine at once, so nothing typed while the
 * combobox loads is lost, and the combobox then opens on it with the caret where it was.
 */
export function LocationField({ actor }: { actor: SearchFilterActor }) {
  const { t } = useLingui()
  const id = useId()
  const text = useSelector(actor, selectLocationText)
  const resolving = useSelector(actor, selectIsResolvingPlace)
  const input = useRef<HTMLInputElement>(null)
  const { module, opening, preload, use } = useFirstUse<ComboBoxModule, TypingOpening>(comboBox)
  if (module) return <module.LocationComboBox actor={actor} opening={opening} />
  const caret = () => input.current?.selectionEnd ?? null
  return (
    <div className="field">
      <label className="field__label" id={`${id}-label`} htmlFor={id}>
        <Trans>Where</Trans>
      </label>
      <div className="field__control" aria-busy={resolving || undefined}>
        <span className="pin-icon" aria-hidden="true" />
        <input
          ref={input}
          id={id}
          type="text"
          className="field__input field__input--with-icon"
          placeholder={t`City or town in Italy`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-labelledby={`${id}-label`}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={text}
          onPointerEnter={preload}
          onTouchStart={preload}
          onFocus={preload}
          onChange={(event) => {
            actor.send({ type: 'location.type', text: event.target.value })
            use(() => ({ modality: 'keyboard', focus: null, caret: caret() }))
          }}
          onKeyDown={(event) => {
            // As in the combobox, the arrows open the list of what is there.
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
            event.preventDefault()
            const focus = event.key === 'ArrowDown' ? 'first' : 'last'
            use(() => ({ modality: 'keyboard', focus, caret: caret() }))
          }}
        />
      </div>
    </div>
  )
}
