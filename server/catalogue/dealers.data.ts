/**
 * Seeded dealers: real Italian cities with their real centre coordinates, postal codes and phone area
 * codes. The dealer names are ours; the sites sit a short drive from the centre (see `siteOf`).
 */
export type CityRow = readonly [
  city: string,
  postalCode: string,
  latitude: number,
  longitude: number,
  areaCode: string,
]

export const DEALER_CITIES: readonly CityRow[] = [
  ['Milano', '20156', 45.4642, 9.19, '02'],
  ['Roma', '00143', 41.9028, 12.4964, '06'],
  ['Torino', '10156', 45.0703, 7.6869, '011'],
  ['Napoli', '80143', 40.8518, 14.2681, '081'],
  ['Bologna', '40132', 44.4949, 11.3426, '051'],
  ['Firenze', '50127', 43.7696, 11.2558, '055'],
  ['Genova', '16152', 44.4056, 8.9463, '010'],
  ['Venezia', '30175', 45.4903, 12.2424, '041'],
  ['Verona', '37135', 45.4384, 10.9916, '045'],
  ['Padova', '35127', 45.4064, 11.8768, '049'],
  ['Bari', '70132', 41.1171, 16.8719, '080'],
  ['Palermo', '90146', 38.1157, 13.3615, '091'],
  ['Catania', '95121', 37.5079, 15.083, '095'],
  ['Brescia', '25125', 45.5416, 10.2118, '030'],
  ['Bergamo', '24126', 45.6983, 9.6773, '035'],
  ['Trieste', '34147', 45.6495, 13.7768, '040'],
  ['Parma', '43122', 44.8015, 10.3279, '0521'],
  ['Modena', '41126', 44.6471, 10.9252, '059'],
  ['Reggio Emilia', '42124', 44.6989, 10.6297, '0522'],
  ['Perugia', '06132', 43.1107, 12.3908, '075'],
  ['Cagliari', '09122', 39.2238, 9.1217, '070'],
  ['Pescara', '65129', 42.4618, 14.2161, '085'],
  ['Ancona', '60131', 43.6158, 13.5189, '071'],
  ['Trento', '38121', 46.0748, 11.1217, '0461'],
  ['Bolzano', '39100', 46.4983, 11.3548, '0471'],
  ['Udine', '33100', 46.0711, 13.2346, '0432'],
  ['Vicenza', '36100', 45.5455, 11.5354, '0444'],
  ['Treviso', '31100', 45.6669, 12.243, '0422'],
  ['Como', '22100', 45.8081, 9.0852, '031'],
  ['Monza', '20900', 45.5845, 9.2744, '039'],
  ['Varese', '21100', 45.8206, 8.8251, '0332'],
  ['Novara', '28100', 45.4469, 8.6222, '0321'],
  ['Alessandria', '15121', 44.9131, 8.615, '0131'],
  ['Piacenza', '29122', 45.0526, 9.693, '0523'],
  ['Rimini', '47923', 44.0678, 12.5695, '0541'],
  ['Livorno', '57121', 43.5485, 10.3106, '0586'],
  ['Pisa', '56121', 43.7228, 10.4017, '050'],
  ['Lucca', '55100', 43.8429, 10.5027, '0583'],
  ['Salerno', '84131', 40.6824, 14.7681, '089'],
  ['Lecce', '73100', 40.3515, 18.175, '0832'],
  ['Taranto', '74121', 40.4644, 17.247, '099'],
  ['Reggio Calabria', '89129', 38.1113, 15.6473, '0965'],
  ['Messina', '98124', 38.1938, 15.554, '090'],
  ['Sassari', '07100', 40.7259, 8.5557, '079'],
  ['La Spezia', '19126', 44.1025, 9.8241, '0187'],
  ['Latina', '04100', 41.4676, 12.9036, '0773'],
]

const STREETS = [
  "Via dell'Industria",
  'Viale Europa',
  'Via dell’Artigianato',
  'Via Emilia',
  'Via Nazionale',
  'Viale della Repubblica',
  'Via Enrico Mattei',
  'Via del Lavoro',
] as const

const BRANDS = ['Altura', 'Premium Cars', 'British Motors', 'Autoelite', 'Nobile Auto'] as const

export type SeedDealer = {
  id: string
  name: string
  city: string
  address: string
  postalCode: string
  telephone: string
  latitude: number
  longitude: number
}

/** Deterministic: the same index gives the same dealer on every machine. */
export function dealerOf(index: number, row: CityRow): SeedDealer {
  const [city, postalCode, lat, lng, area] = row
  const street = STREETS[index % STREETS.length]
  const brand = BRANDS[index % BRANDS.length]
  // A few kilometres out of the centre, where dealers are.
  const angle = (index * 137.5 * Math.PI) / 180
  const offset = 0.02 + (index % 3) * 0.008
  const subscriber = String(4_000_000 + ((index * 7_919 + 1_234) % 5_999_999)).slice(0, 10 - area.length)
  return {
    id: `dealer-${String(index + 1).padStart(3, '0')}`,
    name: `${brand} ${city}`,
    city,
    address: `${street}, ${12 + ((index * 17) % 180)}`,
    postalCode,
    telephone: `+39 ${area} ${subscriber}`,
    latitude: Math.round((lat + Math.sin(angle) * offset) * 1e6) / 1e6,
    longitude: Math.round((lng + Math.cos(angle) * offset) * 1e6) / 1e6,
  }
}
