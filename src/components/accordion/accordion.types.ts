import type { ReactNode } from 'react'

export type AccordionItem = { id: string; title: ReactNode; panel: ReactNode }

export type AccordionProps = {
  items: AccordionItem[]
  headingLevel: 2 | 3
  expanded: Set<string>
  onExpandedChange: (keys: Set<string>) => void
  allowsMultipleExpanded?: boolean
}
