import { type CSSProperties, useEffect, useId, useRef } from 'react'
import { deferred, useFirstUse, useWhenNear } from '../first-use/first-use'
import type { AccordionProps } from './accordion.types'

const group = deferred(() => import('./accordion-group'))

const panelSize = (open: boolean) =>
  ({
    '--disclosure-panel-width': open ? 'auto' : '0px',
    '--disclosure-panel-height': open ? 'auto' : '0px',
  }) as CSSProperties

/**
 * Disclosures in a group (React Aria's), drawn with plain elements in their exact look and state until
 * the group comes near the viewport, the pointer goes over it or it takes the focus. A press in between
 * opens or closes as the group would; the group takes over once no press is under way.
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel, expanded, onExpandedChange, allowsMultipleExpanded = false } = props
  const id = useId()
  const container = useRef<HTMLDivElement>(null)
  const pressing = useRef(false)
  const { module, opening, use } = useFirstUse<typeof import('./accordion-group'), number | null>(group)
  const focused = () => {
    const triggers = [...(container.current?.querySelectorAll('.accordion__trigger') ?? [])]
    const index = triggers.indexOf(document.activeElement as Element)
    return index === -1 ? null : index
  }
  const takeOver = () => {
    group.preload().then(
      () => {
        if (!pressing.current) use(focused)
      },
      () => undefined,
    )
  }
  useWhenNear(container, takeOver, !module)
  useEffect(() => {
    if (module) return
    // A press that began on the stand-in ends before the group takes over, so its click is not lost.
    const release = () =>
      setTimeout(() => {
        if (!pressing.current) return
        pressing.current = false
        takeOver()
      })
    window.addEventListener('pointerup', release)
    window.addEventListener('pointercancel', release)
    return () => {
      window.removeEventListener('pointerup', release)
      window.removeEventListener('pointercancel', release)
    }
  })
  if (module) return <module.AccordionGroup {...props} container={container} focusIndex={opening} />
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const toggle = (key: string) => {
    const next = new Set(allowsMultipleExpanded ? expanded : [])
    if (expanded.has(key)) next.delete(key)
    else next.add(key)
    onExpandedChange(next)
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer over, focus and press only load the group's code.
    <div
      ref={container}
      className="accordion"
      onPointerEnter={takeOver}
      onFocus={takeOver}
      onPointerDownCapture={() => {
        pressing.current = true
      }}
    >
      {items.map((item) => {
        const open = expanded.has(item.id)
        const trigger = `${id}-${item.id}-trigger`
        const panel = `${id}-${item.id}-panel`
        return (
          <div key={item.id} className="accordion__item" data-expanded={open || undefined}>
            <Heading className="accordion__heading">
              <button
                id={trigger}
                type="button"
                className="accordion__trigger"
                aria-expanded={open}
                aria-controls={panel}
                onClick={() => toggle(item.id)}
              >
                {item.title}
                <span className="chevron" aria-hidden="true" />
              </button>
            </Heading>
            {/* biome-ignore lint/a11y/useSemanticElements: the disclosure panel's own markup, which this stands in for. */}
            <div
              id={panel}
              className="accordion__panel"
              role="group"
              aria-labelledby={trigger}
              aria-hidden={!open}
              hidden={!open}
              style={panelSize(open)}
            >
              {item.panel}
            </div>
          </div>
        )
      })}
    </div>
  )
}
