import { Trans } from '@lingui/react/macro'
import type { CancellationQuote } from '../../contract/reservation'

type Props = { quote: CancellationQuote; dealerTelephone: string | null }

/**
 * The server's cancellation terms for today (terms art. 6), as its one sentence: what to do, with figures
 * only where money moves (nothing is paid for a pending reservation; a confirmed one is cancelled through
 * the dealer, who refunds the deposit on the terms' scale). When only the dealer can cancel, the way to
 * call is right under it. Nothing is worked out again here: the refund is the server's.
 */
export function CancelQuote({ quote, dealerTelephone }: Props) {
  const throughDealer = !quote.cancellable && quote.reason !== 'booking.not_pending'
  const tone = quote.cancellable ? 'free' : throughDealer ? 'dealer' : 'closed'
  const telephone = dealerTelephone ?? ''
  return (
    <div className="cancel-quote">
      <p className={`cancel-quote__summary cancel-quote__summary--${tone}`}>{quote.summary}</p>
      {throughDealer && telephone ? (
        <a
          className="button button--ghost cancel-quote__call"
          href={`tel:${telephone.replace(/[^\d+]/g, '')}`}
        >
          <Trans>Call the dealer</Trans>
          <span className="cancel-quote__phone">{telephone}</span>
        </a>
      ) : null}
    </div>
  )
}
