import { Trans } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { FAMILY_CODES, FAMILY_NAMES, type Family } from '../../contract/family'

/** Brand dropdown (SPEC §2 header): each family's home. */
export function BrandMenu({ current, onSwitch }: { current: Family; onSwitch: () => void }) {
  const { actors } = useRouteContext({ from: '__root__' })
  return (
    <MenuTrigger>
      <Button className="header-button">
        <Trans>Brands</Trans>
        <span className="chevron" aria-hidden="true" />
      </Button>
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
