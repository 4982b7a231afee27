/** What a vehicle of each model can be: trims, engines, colours, rates. Codes match `vehicle-models.seed`. */
export type BodyStyle = 'suv' | 'compact-suv' | 'short-suv' | 'saloon' | 'sports'

export type EngineOption = {
  engine: 'Diesel' | 'Gasoline' | 'Electric' | 'Hybrid' | 'Only electric' | 'Petrol'
  fuelType: 'Diesel' | 'Benzina' | 'Elettrica' | 'Ibrida'
  name: string
  /** Added to the model's daily rate, in cents including VAT. */
  extraCents: number
}

export type ModelSpec = {
  code: string
  body: BodyStyle
  doors: number
  /** Base daily rate including VAT, in cents. */
  dailyCents: number
  kmPerDay: number
  /** SPEC §9 security deposit by model, euro. */
  securityDeposit: number
  trims: string[]
  engines: EngineOption[]
  /**
   * Performance trims that exist only with one engine, which in turn comes only in that trim (an F-PACE
   * SVR is the V8 petrol, never a diesel): trim name to engine name.
   */
  exclusive?: Record<string, string>
  long: { en: string; it: string }
}

const D = (name: string, extraCents = 0): EngineOption => ({
  engine: 'Diesel',
  fuelType: 'Diesel',
  name,
  extraCents,
})
const P = (name: string, extraCents = 0): EngineOption => ({
  engine: 'Petrol',
  fuelType: 'Benzina',
  name,
  extraCents,
})
const G = (name: string, extraCents = 0): EngineOption => ({
  engine: 'Gasoline',
  fuelType: 'Benzina',
  name,
  extraCents,
})
const H = (name: string, extraCents = 0): EngineOption => ({
  engine: 'Hybrid',
  fuelType: 'Ibrida',
  name,
  extraCents,
})
const E = (name: string, extraCents = 0): EngineOption => ({
  engine: 'Only electric',
  fuelType: 'Elettrica',
  name,
  extraCents,
})
const EV = (name: string, extraCents = 0): EngineOption => ({
  engine: 'Electric',
  fuelType: 'Elettrica',
  name,
  extraCents,
})

const lr = (en: string, it: string) => ({ en, it })

export const MODEL_SPECS: ModelSpec[] = [
  {
    code: 'range-rover',
    body: 'suv',
    doors: 5,
    dailyCents: 49_000,
    kmPerDay: 250,
    securityDeposit: 7_500,
    trims: ['SE', 'HSE', 'Autobiography'],
    engines: [D('D350 MHEV'), H('P550e PHEV', 4_000), P('P530 V8', 8_000)],
    long: lr(
      'The flagship: quiet, commanding and made for long journeys.',
      "L'ammiraglia: silenziosa, imponente, fatta per i lunghi viaggi.",
    ),
  },
  {
    code: 'range-rover-sport',
    body: 'suv',
    doors: 5,
    dailyCents: 39_000,
    kmPerDay: 250,
    securityDeposit: 5_000,
    trims: ['Dynamic SE', 'Dynamic HSE', 'Autobiography'],
    engines: [D('D300 MHEV'), H('P460e PHEV', 3_000), P('P400 MHEV', 2_000)],
    long: lr(
      'Sporting presence with the comfort of a Range Rover.',
      'Presenza sportiva con il comfort di una Range Rover.',
    ),
  },
  {
    code: 'range-rover-velar',
    body: 'compact-suv',
    doors: 5,
    dailyCents: 27_000,
    kmPerDay: 250,
    securityDeposit: 3_500,
    trims: ['S', 'Dynamic SE', 'Dynamic HSE'],
    engines: [D('D200 MHEV'), H('P400e PHEV', 2_500), G('P250', 1_000)],
    long: lr(
      'Clean lines and a calm cabin for the city and beyond.',
      'Linee pulite e abitacolo sereno, in città e oltre.',
    ),
  },
  {
    code: 'range-rover-evoque',
    body: 'compact-suv',
    doors: 5,
    dailyCents: 17_900,
    kmPerDay: 200,
    securityDeposit: 2_500,
    trims: ['S', 'Dynamic SE', 'Autobiography'],
    engines: [D('D165 MHEV'), H('P300e PHEV', 2_000), G('P200 MHEV', 1_000)],
    long: lr(
      'The compact Range Rover, at home in the city.',
      'La Range Rover compatta, a suo agio in città.',
    ),
  },
  {
    code: 'defender-90',
    body: 'short-suv',
    doors: 3,
    dailyCents: 22_900,
    kmPerDay: 200,
    securityDeposit: 4_000,
    trims: ['S', 'X-Dynamic SE', 'V8'],
    engines: [D('D250 MHEV'), P('P400 MHEV', 2_500), P('P525 V8', 6_000)],
    exclusive: { V8: 'P525 V8' },
    long: lr('Short wheelbase, all the capability.', 'Passo corto, tutte le capacità.'),
  },
  {
    code: 'defender-110',
    body: 'suv',
    doors: 5,
    dailyCents: 25_900,
    kmPerDay: 250,
    securityDeposit: 4_000,
    trims: ['S', 'X-Dynamic SE', 'X'],
    engines: [D('D250 MHEV'), D('D350 MHEV', 2_000), H('P400e PHEV', 3_000)],
    long: lr(
      'Five doors and room for the family, anywhere.',
      'Cinque porte e spazio per la famiglia, ovunque.',
    ),
  },
  {
    code: 'defender-130',
    body: 'suv',
    doors: 5,
    dailyCents: 29_900,
    kmPerDay: 250,
    securityDeposit: 4_500,
    trims: ['S', 'X-Dynamic HSE', 'Outbound'],
    engines: [D('D300 MHEV'), P('P400 MHEV', 2_500)],
    long: lr('Eight seats for the whole group.', 'Otto posti per tutto il gruppo.'),
  },
  {
    code: 'discovery',
    body: 'suv',
    doors: 5,
    dailyCents: 21_900,
    kmPerDay: 250,
    securityDeposit: 4_000,
    trims: ['S', 'Dynamic SE', 'Dynamic HSE'],
    engines: [D('D300 MHEV'), P('P360 MHEV', 2_000)],
    long: lr('Seven seats, made for travelling together.', 'Sette posti, fatta per viaggiare insieme.'),
  },
  {
    code: 'discovery-sport',
    body: 'compact-suv',
    doors: 5,
    dailyCents: 15_900,
    kmPerDay: 200,
    securityDeposit: 2_500,
    trims: ['S', 'Dynamic SE', 'Dynamic HSE'],
    engines: [D('D165 MHEV'), H('P300e PHEV', 2_000)],
    long: lr('Compact and versatile, with 5+2 seats.', 'Compatta e versatile, con 5+2 posti.'),
  },
  {
    code: 'jaguar-xe',
    body: 'saloon',
    doors: 4,
    dailyCents: 13_900,
    kmPerDay: 200,
    securityDeposit: 2_500,
    trims: ['R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE'],
    engines: [D('D200 MHEV'), G('P250', 1_000)],
    long: lr('A sports saloon with precise handling.', 'Una berlina sportiva dalla guida precisa.'),
  },
  {
    code: 'jaguar-xf',
    body: 'saloon',
    doors: 4,
    dailyCents: 16_900,
    kmPerDay: 200,
    securityDeposit: 2_500,
    trims: ['R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE'],
    engines: [D('D200 MHEV'), G('P250', 1_000)],
    long: lr('Executive comfort for business trips.', 'Comfort executive per i viaggi di lavoro.'),
  },
  {
    code: 'jaguar-e-pace',
    body: 'compact-suv',
    doors: 5,
    dailyCents: 14_900,
    kmPerDay: 200,
    securityDeposit: 2_500,
    trims: ['R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE'],
    engines: [D('D165 MHEV'), H('P300e PHEV', 2_000)],
    long: lr('The compact performance SUV.', 'Il SUV compatto dalle prestazioni sportive.'),
  },
  {
    code: 'jaguar-f-pace',
    body: 'suv',
    doors: 5,
    dailyCents: 21_900,
    kmPerDay: 250,
    securityDeposit: 3_500,
    trims: ['R-Dynamic S', 'R-Dynamic SE', 'SVR'],
    engines: [D('D300 MHEV'), H('P400e PHEV', 2_500), P('P550 V8', 7_000)],
    exclusive: { SVR: 'P550 V8' },
    long: lr('Performance and practicality in one SUV.', 'Prestazioni e praticità in un solo SUV.'),
  },
  {
    code: 'jaguar-f-type',
    body: 'sports',
    doors: 2,
    dailyCents: 32_900,
    kmPerDay: 200,
    securityDeposit: 4_500,
    trims: ['R-Dynamic', '75', 'R 75'],
    engines: [P('P300'), P('P450 V8', 4_000), P('P575 V8', 8_000)],
    exclusive: { 'R 75': 'P575 V8' },
    long: lr('A two-seater for the open road.', 'Una due posti per la strada aperta.'),
  },
  {
    code: 'jaguar-i-pace',
    body: 'compact-suv',
    doors: 5,
    dailyCents: 24_900,
    kmPerDay: 250,
    securityDeposit: 4_500,
    trims: ['S', 'SE', 'HSE'],
    engines: [E('EV400'), EV('EV400 Black', 1_500)],
    long: lr('All electric, all Jaguar.', 'Tutta elettrica, tutta Jaguar.'),
  },
]

/** The trims an engine comes in: its own for a performance engine, else every trim but the performance ones. */
export function trimsFor(spec: ModelSpec, engineName: string): string[] {
  const exclusive = Object.entries(spec.exclusive ?? {})
  const own = exclusive.filter(([, engine]) => engine === engineName).map(([trim]) => trim)
  if (own.length > 0) return own
  const reserved = new Set(exclusive.map(([trim]) => trim))
  return spec.trims.filter((trim) => !reserved.has(trim))
}

export type SeedColor = { slug: string; name: string; hex: string }

export const COLORS: SeedColor[] = [
  { slug: 'fuji-white', name: 'Fuji White', hex: '#eeeeea' },
  { slug: 'santorini-black', name: 'Santorini Black', hex: '#17181b' },
  { slug: 'eiger-grey', name: 'Eiger Grey', hex: '#5b5f63' },
  { slug: 'carpathian-grey', name: 'Carpathian Grey', hex: '#3b3f42' },
  { slug: 'portofino-blue', name: 'Portofino Blue', hex: '#1d3557' },
  { slug: 'firenze-red', name: 'Firenze Red', hex: '#8e1b1f' },
  { slug: 'pangea-green', name: 'Pangea Green', hex: '#3d4a35' },
  { slug: 'silicon-silver', name: 'Silicon Silver', hex: '#b6b9bb' },
]

export const INTERIOR_COLORS = ['Ebony', 'Light Cloud', 'Tan', 'Caraway', 'Deep Garnet'] as const

/** The optional services every dealer offers (SPEC: extra driver for a fee, and more). Prices incl. VAT. */
export const SERVICES = [
  {
    code: 'EXTRA_DRIVER',
    it: 'Guidatore aggiuntivo - al giorno',
    en: 'Extra driver - per day',
    cents: 1_500,
    perDay: true,
  },
  {
    code: 'CHILD_SEAT',
    it: 'Seggiolino per bambini - al giorno',
    en: 'Child seat - per day',
    cents: 800,
    perDay: true,
  },
  {
    code: 'SNOW_CHAINS',
    it: 'Catene da neve - una tantum',
    en: 'Snow chains - one-off',
    cents: 3_500,
    perDay: false,
  },
  { code: 'ROOF_BOX', it: 'Box da tetto - al giorno', en: 'Roof box - per day', cents: 1_200, perDay: true },
  {
    code: 'HOME_DELIVERY',
    it: 'Consegna a domicilio - una tantum',
    en: 'Home delivery - one-off',
    cents: 9_000,
    perDay: false,
  },
  {
    code: 'WIFI_HOTSPOT',
    it: 'Hotspot Wi-Fi - al giorno',
    en: 'Wi-Fi hotspot - per day',
    cents: 600,
    perDay: true,
  },
] as const
