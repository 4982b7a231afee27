import { Trans } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useRef } from 'react'
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RootMenuTriggerStateContext,
} from 'react-aria-components'
import { FAMILY_CODES, FAMILY_NAMES, type Family } from '../../contract/family'
import type { Opening } from '../first-use/first-use'
import { OpenOnMount } from '../first-use/open-on-mount'

export type BrandMenuProps = { current: Family; onSwitch: () => void }

/** The brand dropdown itself (SPEC §2 header), loaded on first use: each family's home. */
export function BrandMenuWidget({
  current,
  onSwitch,
  opening,
}: BrandMenuProps & { opening: Opening | null }) {
  const { actors } = useRouteContext({ from: '__root__' })
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <MenuTrigger>
      <Button ref={trigger} className="header-button">
        <Trans>Brands</Trans>
        <span className="chevron" aria-hidden="true" />
      </Button>
      <OpenOnMount
        opening={opening}
        state={RootMenuTriggerStateContext}
        trigger={trigger}
        open={(state, { focus }) => state.open(focus)}
      />
      <Popover className="popover" placement="bottom end" offset={6}>
        <Menu
          className="menu__list"
          selectionMode="single"
          selectedKeys={[current]}
          onAction={(key) => {
            onSwitch()
            actors.family.send({ type: 'family.switch', family: key as Family })
          }}
        >
          {FAMILY_CODES.map((family) => (
            <MenuItem key={family} id={family} className="menu__item" textValue={FAMILY_NAMES[family]}>
              {FAMILY_NAMES[family]}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
