import { Trans } from '@lingui/react/macro'
import type { SearchFilterActor } from '../../../machines/search-filter/search-filter.machine'

/** A failed load of the models, with its retry. */
export function ModelsFailed({ actor }: { actor: SearchFilterActor }) {
  return (
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
  )
}
