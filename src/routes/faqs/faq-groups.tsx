import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Accordion } from '../../components/accordion/accordion'
import type { FaqGroup } from '../../content/content.types'
import { faqsEn } from '../../content/faqs.en'
import { faqsIt } from '../../content/faqs.it'

export function useFaqGroups(): FaqGroup[] {
  const { i18n } = useLingui()
  return i18n.locale === 'it' ? faqsIt : faqsEn
}

/**
 * The three FAQ groups. On the FAQ page any number may be open and one toggle opens or closes all
 * (SPEC §2: "open all" while fewer groups are open than exist); on home, one at a time.
 */
export function FaqGroups({ variant, headingLevel = 2 }: { variant: 'page' | 'home'; headingLevel?: 2 | 3 }) {
  const groups = useFaqGroups()
  const [expanded, setExpanded] = useState<Set<string>>(new Set(variant === 'home' ? [] : ['before']))
  const allOpen = expanded.size >= groups.length
  return (
    <div className="faq">
      {variant === 'page' ? (
        <div className="faq__toolbar">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setExpanded(allOpen ? new Set() : new Set(groups.map((group) => group.id)))}
          >
            {allOpen ? <Trans>Close all</Trans> : <Trans>Open all</Trans>}
          </button>
        </div>
      ) : null}
      <Accordion
        headingLevel={headingLevel}
        allowsMultipleExpanded={variant === 'page'}
        expanded={expanded}
        onExpandedChange={setExpanded}
        items={groups.map((group) => ({
          id: group.id,
          title: group.title,
          panel: (
            <dl className="faq__list">
              {group.faqsInfo.map((faq) => (
                <div key={faq.question} className="faq__item">
                  <dt>{faq.question}</dt>
                  <dd>{faq.answer}</dd>
                </div>
              ))}
            </dl>
          ),
        }))}
      />
    </div>
  )
}
