import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { CancellationQuote } from '../../contract/reservation'
import { formatEuro } from '../../i18n/format'
import { timeBeforeStart } from './reservation-format'
import { CANCEL_REASONS } from './reservations-messages'

/**
 * The server's cancellation terms for today (terms art. 6): its own sentence, then the figures it gave.
 * Nothing here is worked out again: the refund is the server's.
 */
export function CancelQuote({ quote }: { quote: CancellationQuote }) {
  const { i18n } = useLingui()
  const euro = (value: number) => formatEuro(value, i18n.locale)
  const left = timeBeforeStart(quote.hours_before_start)
  const percent = quote.refund_percent
  return (
    <div className="cancel-quote">
      {quote.cancellable ? null : (
        <p className="cancel-quote__reason">
          {quote.reason ? (
            i18n._(CANCEL_REASONS[quote.reason])
          ) : (
            <Trans>This reservation cannot be cancelled online.</Trans>
          )}
        </p>
      )}
      <p className="cancel-quote__summary">{quote.summary}</p>
      <dl className="cancel-quote__figures">
        <div className="cancel-quote__row">
          <dt>
            <Trans>Time before the pick-up</Trans>
          </dt>
          <dd>
            {quote.hours_before_start < 0 ? (
              <Trans>The rental has started</Trans>
            ) : left.unit === 'days' ? (
              <Plural value={left.count} one="# day" other="# days" />
            ) : (
              <Plural value={left.count} one="# hour" other="# hours" />
            )}
          </dd>
        </div>
        <div className="cancel-quote__row">
          <dt>
            <Trans>Deposit (30% of the rate)</Trans>
          </dt>
          <dd>{euro(quote.deposit)}</dd>
        </div>
        <div className="cancel-quote__row">
          <dt>
            <Trans>Refund under the terms</Trans>
          </dt>
          <dd>
            <Trans>{percent}% of the deposit</Trans>
          </dd>
        </div>
        <div className="cancel-quote__row">
          <dt>
            <Trans>Deposit paid so far</Trans>
          </dt>
          <dd>{euro(quote.deposit_paid)}</dd>
        </div>
        <div className="cancel-quote__row cancel-quote__row--refund">
          <dt>
            <Trans>Refund</Trans>
          </dt>
          <dd>{euro(quote.refund)}</dd>
        </div>
      </dl>
    </div>
  )
}
