import { type ReactNode, useId, useState } from 'react'

type Props = {
  title: ReactNode
  /** What is saved, shown under the title while the section is closed. */
  summary?: ReactNode
  defaultOpen?: boolean
  children: ReactNode
}

/**
 * A collapsible section (SPEC §2): the title is a button that says whether the section is open and
 * which region it opens. A closed section keeps its form (and what was typed) mounted, only hidden.
 */
export function AccountSection({ title, summary, defaultOpen = false, children }: Props) {
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  return (
    <section className={`account-section${open ? ' is-open' : ''}`} aria-labelledby={`${id}-title`}>
      <h3 className="account-section__heading">
        <button
          id={`${id}-title`}
          type="button"
          className="account-section__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((shown) => !shown)}
        >
          <span className="account-section__titles">
            <span className="account-section__title">{title}</span>
            {summary && !open ? <span className="account-section__summary">{summary}</span> : null}
          </span>
          <span className="account-section__chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-panel`} className="account-section__panel" hidden={!open}>
        {children}
      </div>
    </section>
  )
}
