import { type ReactNode, useRef } from 'react'
import { useFocusOnArrival } from '../../app/use-focus-on-arrival'

/** A desk page's title and lead: the title takes the focus on arrival from another page. */
export function DeskPageTitle({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival(heading)
  return (
    <>
      <div className="desk-page__head">
        <h1 className="desk-page__title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
      </div>
      {lead ? <p className="desk-page__lead">{lead}</p> : null}
    </>
  )
}
