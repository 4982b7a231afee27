import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Fact } from '../../components/fact'
import type { BookingDecision } from '../../contract/dealer-access'
import type { DeskRequestDetail } from '../../contract/dealer-desk'
import { formatEuro } from '../../i18n/format'
import { REASON_LABELS } from './decline-reason-form'
import { deskDateTime } from './desk-format'

/** A decision as the desk says it: what, who, how, when (and why, for a decline). */
export function DecisionRecord({ decision }: { decision: BookingDecision }) {
  const { i18n } = useLingui()
  const when = deskDateTime(decision.decided_at, i18n)
  const who = decision.decided_by.label
  return (
    <div className="desk-decision">
      <p className="desk-decision__what">
        <DecisionName decision={decision.decision} />
      </p>
      <p className="desk-decision__who">
        <Trans>
          By {who}, {when}
        </Trans>{' '}
        (<ChannelName channel={decision.channel} />)
      </p>
      {decision.reason_code && decision.reason_code !== 'other' ? (
        <p className="desk-decision__who">{REASON_LABELS[decision.reason_code]}</p>
      ) : null}
      {decision.reason ? <blockquote className="desk-decision__reason">{decision.reason}</blockquote> : null}
    </div>
  )
}

export function DecisionName({ decision }: { decision: BookingDecision['decision'] | 'DELETED' }) {
  switch (decision) {
    case 'ACCEPTED':
      return <Trans>Accepted</Trans>
    case 'DECLINED':
      return <Trans>Declined</Trans>
    case 'EXPIRED':
      return <Trans>Expired: nobody answered in time</Trans>
    default:
      return <Trans>Cancelled by the customer</Trans>
  }
}

export function ChannelName({ channel }: { channel: BookingDecision['channel'] }) {
  const names: Record<BookingDecision['channel'], ReactNode> = {
    desk: <Trans>in the desk</Trans>,
    email_link: <Trans>from the email</Trans>,
    api: <Trans>through the dealership's system</Trans>,
    cli: <Trans>by the operator</Trans>,
    sweep: <Trans>automatically</Trans>,
    customer: <Trans>by the customer</Trans>,
  }
  return <>{names[channel]}</>
}

/** One request: the customer's contact, the vehicle and dates, the options and the total. */
export function RequestDetail({ detail }: { detail: DeskRequestDetail }) {
  const { i18n } = useLingui()
  const { customer, vehicle } = detail
  return (
    <div className="desk-detail">
      <section className="desk-section" aria-labelledby="desk-customer">
        <h2 id="desk-customer" className="desk-section__title">
          <Trans>Customer</Trans>
        </h2>
        <dl className="desk-facts">
          <Fact term={<Trans>Name</Trans>}>
            {customer.first_name} {customer.last_name}
          </Fact>
          <Fact term={<Trans>Email</Trans>}>
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </Fact>
          <Fact term={<Trans>Phone</Trans>}>
            <a href={`tel:${customer.phone.replaceAll(' ', '')}`}>{customer.phone}</a>
          </Fact>
        </dl>
      </section>
      <section className="desk-section" aria-labelledby="desk-vehicle">
        <h2 id="desk-vehicle" className="desk-section__title">
          <Trans>Vehicle and dates</Trans>
        </h2>
        <dl className="desk-facts">
          <Fact term={<Trans>Vehicle</Trans>}>
            {vehicle.model_description} · {vehicle.license_plate}
          </Fact>
          <Fact term={<Trans>Pick-up</Trans>}>{deskDateTime(detail.booking_start, i18n)}</Fact>
          <Fact term={<Trans>Return</Trans>}>{deskDateTime(detail.booking_end, i18n)}</Fact>
        </dl>
      </section>
      <section className="desk-section" aria-labelledby="desk-lines">
        <h2 id="desk-lines" className="desk-section__title">
          <Trans>Options and total</Trans>
        </h2>
        <table className="desk-lines">
          <tbody>
            {detail.lines.map((line) => (
              <tr key={`${line.type}-${line.code}`}>
                <th scope="row">
                  {line.name} <span className="desk-lines__quantity">× {line.quantity}</span>
                </th>
                <td>{formatEuro(line.price, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              <td>{formatEuro(detail.total, i18n.locale)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </div>
  )
}
