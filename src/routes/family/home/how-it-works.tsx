import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'

const steps: { icon: string; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'step-search',
    title: msg`Choose place and dates`,
    text: msg`Tell us where and when: we show the vehicles free at participating dealers nearby.`,
  },
  {
    icon: 'step-choose',
    title: msg`Pick your vehicle`,
    text: msg`Compare models, specifications and the full price for your dates, taxes included.`,
  },
  {
    icon: 'step-options',
    title: msg`Add the extras`,
    text: msg`An extra driver, a child seat, snow chains or home delivery: only what you need.`,
  },
  {
    icon: 'step-book',
    title: msg`Book and collect`,
    text: msg`We hold your slot while you book; the dealer confirms and hands you the keys.`,
  },
]

/** The four steps of a rental (SPEC §2 home). */
export function HowItWorks() {
  const { i18n } = useLingui()
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="section__inner">
        <h2 id="how-title" className="section__title">
          <Trans>How it works</Trans>
        </h2>
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.icon} className="step">
              <span
                className="step__icon"
                style={{ maskImage: `url(/assets/icons/${step.icon}.svg)` }}
                aria-hidden="true"
              />
              <span className="step__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="step__title">{i18n._(step.title)}</h3>
              <p className="step__text">{i18n._(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
