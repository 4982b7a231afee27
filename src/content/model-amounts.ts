import type { Language } from '../contract/language'

/**
 * The rental terms' amounts by model (articles 9 and 12), one list for both languages: the security
 * deposit; the damage excess is the deposit's band and the theft and fire excess twice it; the
 * third-party liability (RCA) penalty is the same for every model.
 */
const DEPOSITS: readonly (readonly [model: string, euro: number])[] = [
  ['Jaguar XE', 2500],
  ['Jaguar XF', 2500],
  ['Jaguar E-PACE', 2500],
  ['Discovery Sport', 2500],
  ['Range Rover Evoque', 2500],
  ['Jaguar F-PACE', 3500],
  ['Range Rover Velar', 3500],
  ['Discovery', 4000],
  ['Defender 90', 4000],
  ['Defender 110', 4000],
  ['Jaguar F-TYPE', 4500],
  ['Jaguar I-PACE', 4500],
  ['Defender 130', 4500],
  ['Range Rover Sport', 5000],
  ['Range Rover', 7500],
]
const RCA_PENALTY = 500

const grouped = (n: number, separator: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator)

/** Whole euro as each language writes them in the terms: 2.500 € in Italian, €2,500 in English. */
const euro: Record<Language, (n: number) => string> = {
  it: (n) => `${grouped(n, '.')} €`,
  en: (n) => `€${grouped(n, ',')}`,
}

/** The security deposit table's rows: model, deposit. */
export const depositRows = (language: Language): string[][] =>
  DEPOSITS.map(([model, deposit]) => [model, euro[language](deposit)])

/** The excess table's rows: model, RCA penalty, damage excess, theft and fire excess. */
export const excessRows = (language: Language): string[][] =>
  DEPOSITS.map(([model, band]) => [
    model,
    euro[language](RCA_PENALTY),
    euro[language](band),
    euro[language](band * 2),
  ])
