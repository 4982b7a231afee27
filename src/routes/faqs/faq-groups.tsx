import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components'
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
  const [expanded, setExpanded] = useState<Set<Key>>(new Set(variant === 'home' ? [] : ['before']))
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
      <DisclosureGroup
        className="accordion"
        allowsMultipleExpanded={variant === 'page'}
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
      >
        {groups.map((group) => (
          <Disclosure key={group.id} id={group.id} className="accordion__item">
            <Heading level={headingLevel} className="accordion__heading">
              <Button slot="trigger" className="accordion__trigger">
                {group.title}
                <span className="chevron" aria-hidden="true" />
              </Button>
            </Heading>
            <DisclosurePanel className="accordion__panel">
              <dl className="faq__list">
                {group.faqsInfo.map((faq) => (
                  <div key={faq.question} className="faq__item">
                    <dt>{faq.question}</dt>
                    <dd>{faq.answer}</dd>
                  </div>
                ))}
              </dl>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </div>
  )
}
