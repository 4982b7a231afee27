import { romeWallMinute } from './dealer-clock'

/**
 * The one pricing module (SPEC §9), used by search, booking and receipt. Money is integer cents,
 * prices include VAT; the share without VAT is derived so that excluding + VAT = including exactly.
 */
export const VAT_PERCENT = 22
export const RENTAL_PERIOD_HOURS = 24
export const LATE_RETURN_GRACE_HOURS = 1
export const DEPOSIT_PERCENT = 30
export const DEALER_ZONE = 'Europe/Rome'

const MINUTE_MS = 60_000

/**
 * Rental periods of 24 hours on the dealer's wall clock, the first hour past a period free (late-return
 * grace). Wall clock, not elapsed time: Saturday 10:00 to Monday 10:00 across a daylight-saving change
 * is 2 periods although 47 or 49 hours pass.
 */
export function rentalDuration(start: Date, end: Date): number {
  const minutes = Math.round((romeWallMinute(end.getTime()) - romeWallMinute(start.getTime())) / MINUTE_MS)
  const billable = minutes - LATE_RETURN_GRACE_HOURS * 60
  return Math.max(1, Math.ceil(billable / (RENTAL_PERIOD_HOURS * 60)))
}

/** VAT inside a price that includes it, rounded to the cent (scorporo). */
export function vatCents(includingCents: number): number {
  return Math.round((includingCents * VAT_PERCENT) / (100 + VAT_PERCENT))
}

export function excludingCents(includingCents: number): number {
  return includingCents - vatCents(includingCents)
}

/** Cents as a euro amount with two decimals (a JSON number). */
export function euro(cents: number): number {
  return Math.round(cents) / 100
}

export function centsOf(amount: number | string): number {
  return Math.round(Number(amount) * 100)
}

export type PriceLine = {
  type: 'rental_rate' | 'service'
  code: string
  name: string
  quantity: number
  /** Unit price including VAT, cents. */
  unitCents: number
}

export type Quote = {
  lines: PriceLine[]
  totalCents: number
  vatCents: number
  excludingCents: number
  depositCents: number
}

/** Total = rental rate incl. VAT x duration + options (price x quantity). */
export function quote(lines: PriceLine[]): Quote {
  const totalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  const rental = lines
    .filter((line) => line.type === 'rental_rate')
    .reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  return {
    lines,
    totalCents,
    vatCents: vatCents(totalCents),
    excludingCents: excludingCents(totalCents),
    depositCents: Math.round((rental * DEPOSIT_PERCENT) / 100),
  }
}

export type ServiceOffer = { code: string; name: string; unitCents: number; perDay: boolean }

/** The quantity a service has for a rental: per-day services count the periods, one-off ones 1. */
export function serviceQuantity(service: { perDay: boolean }, duration: number): number {
  return service.perDay ? duration : 1
}

/** A price line as the wire shows it (SPEC §3 rental_rates / services item). */
export function wireLine(line: PriceLine) {
  return {
    code: line.code,
    name: line.name,
    quantity: line.quantity,
    price_including_tax: euro(line.unitCents),
    price_excluding_tax: euro(excludingCents(line.unitCents)),
    value: euro(line.unitCents * line.quantity),
  }
}
