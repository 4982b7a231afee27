import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import type { SearchFilterActor } from '../../../machines/search-filter/search-filter.machine'
import {
  selectModel,
  selectModels,
  selectModelsFailed,
  selectModelsLoading,
} from '../../../machines/search-filter/search-filter.selectors'
import { displayModelDescription } from '../../contract/vehicle-models'

/** Model select over the family's models; a failed load is logged only (SPEC §8) and offers a retry. */
export function ModelField({ actor }: { actor: SearchFilterActor }) {
  const { t } = useLingui()
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
      <Button className="field__control field__select-button">
        <SelectValue className="field__value" />
        <span className="chevron" aria-hidden="true" />
      </Button>
      {failed ? (
        <p className="field__error field__error--with-action" role="alert">
          <Trans>The models could not be loaded.</Trans>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => actor.send({ type: 'models.retry' })}
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
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
