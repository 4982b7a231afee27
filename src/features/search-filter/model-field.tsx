import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import { getVehicleModels } from '../../api/vehicle-models'
import type { Family } from '../../contract/family'
import type { Language } from '../../contract/language'
import { displayModelDescription, type VehicleModel } from '../../contract/vehicle-models'

type Props = { family: Family; value: string | null; onChange: (model: string | null) => void }

/** Model select over the family's models; a failed load is logged only (SPEC §8). */
export function ModelField({ family, value, onChange }: Props) {
  const { i18n, t } = useLingui()
  const [models, setModels] = useState<VehicleModel[]>([])
  useEffect(() => {
    let current = true
    getVehicleModels(family, i18n.locale as Language)
      .then((list) => {
        if (current) setModels(list)
      })
      .catch((error: unknown) => console.error('Vehicle models could not be loaded', error))
    return () => {
      current = false
    }
  }, [family, i18n.locale])
  return (
    <Select
      className="field"
      selectedKey={value}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      placeholder={t`Choose a model`}
    >
      <Label className="field__label">
        <Trans>Model</Trans>
      </Label>
      <Button className="field__control field__select-button">
        <SelectValue className="field__value" />
        <span className="chevron" aria-hidden="true" />
      </Button>
      <Popover className="popover combo-popover" placement="bottom start">
        <ListBox className="listbox" items={models.map((model) => ({ ...model, id: model.code }))}>
          {(model) => (
            <ListBoxItem
              id={model.id}
              className="listbox__item"
              textValue={displayModelDescription(model.description)}
            >
              {displayModelDescription(model.description)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
