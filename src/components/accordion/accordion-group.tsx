import { type RefObject, useLayoutEffect } from 'react'
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components'
import type { AccordionProps } from './accordion.types'

/**
 * The accordion itself, loaded as it comes near the viewport or on first use. When it replaces its plain
 * stand-in, a trigger that had the focus keeps it.
 */
export function AccordionGroup({
  items,
  headingLevel,
  expanded,
  onExpandedChange,
  allowsMultipleExpanded,
  container,
  focusIndex,
}: AccordionProps & { container: RefObject<HTMLDivElement | null>; focusIndex: number | null }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first mount opens; later renders belong to the widget.
  useLayoutEffect(() => {
    if (focusIndex === null) return
    container.current?.querySelectorAll<HTMLElement>('.accordion__trigger')[focusIndex]?.focus()
  }, [])
  return (
    <DisclosureGroup
      ref={container}
      className="accordion"
      allowsMultipleExpanded={allowsMultipleExpanded}
      expandedKeys={expanded}
      onExpandedChange={(keys) => onExpandedChange(new Set([...keys].map(String)))}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className="accordion__item">
          <Heading level={headingLevel} className="accordion__heading">
            <Button slot="trigger" className="accordion__trigger">
              {item.title}
              <span className="chevron" aria-hidden="true" />
            </Button>
          </Heading>
          <DisclosurePanel className="accordion__panel">{item.panel}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  )
}
