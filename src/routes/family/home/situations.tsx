import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Accordion } from '../../../components/accordion/accordion'

const situations: { id: string; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    id: 'weekend',
    title: msg`A weekend away`,
    text: msg`Collect on Friday, return on Monday: rental periods of 24 hours with an hour's grace on return, and room for everyone's luggage.`,
  },
  {
    id: 'business',
    title: msg`A business trip`,
    text: msg`Arrive by train, collect a premium vehicle from a dealer near the station and travel with the comfort your meetings deserve.`,
  },
  {
    id: 'service',
    title: msg`While your car is being serviced`,
    text: msg`Keep moving while your own vehicle is at the workshop: book for the days you need, from one day up to thirty.`,
  },
]

/** Three situations, one open at a time, each with its picture (SPEC §2 home). */
export function Situations() {
  const { i18n } = useLingui()
  const [expanded, setExpanded] = useState<Set<string>>(new Set(['weekend']))
  const open = [...expanded][0] ?? 'weekend'
  return (
    <section className="section section--alt" aria-labelledby="situations-title">
      <div className="section__inner situations">
        <div className="situations__text">
          <h2 id="situations-title" className="section__title">
            <Trans>A vehicle for every occasion</Trans>
          </h2>
          <Accordion
            headingLevel={3}
            expanded={expanded}
            onExpandedChange={(keys) => setExpanded(keys.size > 0 ? keys : expanded)}
            items={situations.map((situation) => ({
              id: situation.id,
              title: i18n._(situation.title),
              panel: (
                <>
                  <p>{i18n._(situation.text)}</p>
                  <img
                    className="situations__inline-art"
                    src={`/assets/situations/${situation.id}.svg`}
                    alt=""
                  />
                </>
              ),
            }))}
          />
        </div>
        <div className="situations__art">
          {situations.map((situation) => (
            <img
              key={situation.id}
              src={`/assets/situations/${situation.id}.svg`}
              alt=""
              data-active={situation.id === open}
            />
          ))}
        </div>
      </div>
    </section>
  )
}
