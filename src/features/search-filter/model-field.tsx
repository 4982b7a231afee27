import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { SearchFilterActor } from '../../../machines/search-filter/search-filter.machine'
import {
  selectModel,
  selectModels,
  selectModelsFailed,
  selectModelsLoading,
} from '../../../machines/search-filter/search-filter.selectors'
import { deferred, useFirstUse } from '../../components/first-use/first-use'
import { SelectStandIn } from '../../components/first-use/select-stand-in'
import { displayModelDescription } from '../../contract/vehicle-models'
import { ModelsFailed } from './models-failed'

const select = deferred(() => import('./model-select'))

/**
 * Model select over the family's models; a failed load is logged only (SPEC §8) and offers a retry. Until
 * first used it is a plain button in the select's exact look, showing the same value.
 */
export function ModelField({ actor }: { actor: SearchFilterActor }) {
  const { t } = useLingui()
  const models = useSelector(actor, selectModels)
  const model = useSelector(actor, selectModel)
  const loading = useSelector(actor, selectModelsLoading)
  const failed = useSelector(actor, selectModelsFailed)
  const firstUse = useFirstUse(select)
  const { module, opening } = firstUse
  if (module) return <module.ModelSelect actor={actor} opening={opening} />
  const chosen = models.find((item) => item.code === model)
  return (
    <SelectStandIn
      className="field"
      label={<Trans>Model</Trans>}
      value={chosen ? displayModelDescription(chosen.description) : null}
      placeholder={loading ? t`Loading models…` : t`Choose a model`}
      firstUse={firstUse}
    >
      {failed ? <ModelsFailed actor={actor} /> : null}
    </SelectStandIn>
  )
}
