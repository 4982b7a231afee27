import { Trans } from '@lingui/react/macro'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { FAMILY_CODES, FAMILY_NAMES, type Family } from '../../contract/family'

/** Brand dropdown (SPEC §2 header): each family's home. */
export function BrandMenu({ current }: { current: Family }) {
  const { actors } = useRouteContext({ from: '__root__' })
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false)
      }
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div className="menu" ref={root}>
      <button
        type="button"
        className="header-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Trans>Brands</Trans>
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul className="menu__list" id={menuId} hidden={!open}>
        {FAMILY_CODES.map((family) => (
          <li key={family}>
            <Link
              to="/$family/"
              params={{ family }}
              className="menu__item"
              aria-current={family === current ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault()
                setOpen(false)
                actors.family.send({ type: 'family.switch', family })
              }}
            >
              {FAMILY_NAMES[family]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
