import { type FuelIconKind, fuelIconOf } from '../../contract/fuel'
import { LineIcon as Icon } from '../icons/line-icon'

type IconProps = { className?: string }

/** A fuel pump (Diesel, Benzina, unknown) or a charging bolt (Elettrica, Ibrida): SPEC §2. */
export function FuelIcon({ fuelType, className }: IconProps & { fuelType: string }) {
  const kind: FuelIconKind = fuelIconOf(fuelType)
  return kind === 'electric' ? (
    <Icon className={className} kind="electric">
      <path d="M13.5 2.5 5.5 13h6l-1 8.5 8-10.5h-6z" />
    </Icon>
  ) : (
    <Icon className={className} kind="fuel">
      <path d="M4.5 21V5a2 2 0 0 1 2-2h5.5a2 2 0 0 1 2 2v16" />
      <path d="M3 21h13" />
      <path d="M7.5 6.5h4v4h-4z" />
      <path d="M14 11h1.5a1.5 1.5 0 0 1 1.5 1.5v4a1.5 1.5 0 0 0 3 0V8.5L17 5.5" />
    </Icon>
  )
}

export function GearIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="6" cy="5" r="1.8" />
      <circle cx="12" cy="5" r="1.8" />
      <circle cx="18" cy="5" r="1.8" />
      <circle cx="6" cy="19" r="1.8" />
      <circle cx="12" cy="19" r="1.8" />
      <path d="M6 6.8v10.4M12 6.8v10.4M18 6.8V12H6" />
    </Icon>
  )
}

export function SeatIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M7 3.5h4.5a1.5 1.5 0 0 1 1.5 1.6l-.7 8.4H18a1.5 1.5 0 0 1 1.5 1.5V17H7.3a1.5 1.5 0 0 1-1.5-1.3L5.5 5.2A1.5 1.5 0 0 1 7 3.5Z" />
      <path d="M8 17v3.5M17 17v3.5" />
    </Icon>
  )
}

export function PinIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.3" />
    </Icon>
  )
}

export function ListIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4 5h16M4 12h16M4 19h16" />
    </Icon>
  )
}

export function MapIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="m3 6 6-2.5 6 2.5 6-2.5v14.5l-6 2.5-6-2.5L3 20.5Z" />
      <path d="M9 3.5v14.5M15 6v14.5" />
    </Icon>
  )
}
