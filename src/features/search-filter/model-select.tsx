import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { SearchFilterActor } from '../../../machines/search-filter/search-filter.machine'
import {
  selectModel,
  selectModels,
  selectModelsFailed,
  selectModelsLoading,
} from '../../../machines/search-filter/search-filter.selectors'
import type { Opening } from '../../components/first-use/first-use'
import { ListSelect } from '../../components/list-select'
import { displayModelDescription } from '../../contract/vehicle-models'
import { ModelsFailed } from './models-failed'

/** The model select itself, loaded on first use. */
export function ModelSelect({ actor, opening }: { actor: SearchFilterActor; opening: Opening | null }) {
  const { t } = useLingui()
  const models = useSelector(actor, selectModels)
  const model = useSelector(actor, selectModel)
  const loading = useSelector(actor, selectModelsLoading)
  const failed = useSelector(actor, selectModelsFailed)
  return (
    <ListSelect
      className="field"
      label={<Trans>Model</Trans>}
      opening={opening}
      selectedKey={model}
      onSelectionChange={(key) => actor.send({ type: 'model.change', model: key })}
      placeholder={loading ? t`Loading models…` : t`Choose a model`}
      items={models.map((item) => ({ ...item, id: item.code }))}
      textOf={(item) => displayModelDescription(item.description)}
      placement="bottom start"
      empty={
        <p className="listbox__empty">
          {loading ? <Trans>Loading models…</Trans> : <Trans>No models available.</Trans>}
        </p>
      }
    >
      {failed ? <ModelsFailed actor={actor} /> : null}
    </ListSelect>
  )
}
