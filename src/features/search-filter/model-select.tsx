import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useRef } from 'react'
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
import type { SearchFilterActor } from '../../../machines/search-filter/search-filter.machine'
import {
  selectModel,
  selectModels,
  selectModelsFailed,
  selectModelsLoading,
} from '../../../machines/search-filter/search-filter.selectors'
import type { Opening } from '../../components/first-use/first-use'
import { OpenOnMount } from '../../components/first-use/open-on-mount'
import { displayModelDescription } from '../../contract/vehicle-models'
import { ModelsFailed } from './model-field'

/** The model select itself, loaded on first use. */
export function ModelSelect({ actor, opening }: { actor: SearchFilterActor; opening: Opening | null }) {
  const { t } = useLingui()
  const trigger = useRef<HTMLButtonElement>(null)
  const models = useSelector(actor, selectModels)
  const model = useSelector(actor, selectModel)
  const loading = useSelector(actor, selectModelsLoading)
  const failed = useSelector(actor, selectModelsFailed)
  return (
    <Select
      className="field"
      selectedKey={model}
      onSelectionChange={(key) =>
        actor.send({ type: 'model.change', model: key === null ? null : String(key) })
      }
      placeholder={loading ? t`Loading models…` : t`Choose a model`}
    >
      <Label className="field__label">
        <Trans>Model</Trans>
      </Label>
      <Button ref={trigger} className="field__control field__select-button">
        <SelectValue className="field__value" />
        <span className="chevron" aria-hidden="true" />
      </Button>
      <OpenOnMount
        opening={opening}
        state={SelectStateContext}
        trigger={trigger}
        open={(state, { focus }) => state.open(focus)}
      />
      {failed ? <ModelsFailed actor={actor} /> : null}
      <Popover className="popover combo-popover" placement="bottom start">
        <ListBox
          className="listbox"
          items={models.map((item) => ({ ...item, id: item.code }))}
          renderEmptyState={() => (
            <p className="listbox__empty">
              {loading ? <Trans>Loading models…</Trans> : <Trans>No models available.</Trans>}
            </p>
          )}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              className="listbox__item"
              textValue={displayModelDescription(item.description)}
            >
              {displayModelDescription(item.description)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
