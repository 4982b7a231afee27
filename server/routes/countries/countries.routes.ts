import { Hono } from 'hono'
import { CountriesQuerySchema } from '../../../src/contract/countries'
import { countryList } from '../../countries/country-list'
import type { AppEnv } from '../../http/context'
import { okFixed } from '../../http/envelope'
import { readQuery } from '../../http/validate'

export const countriesRoutes = new Hono<AppEnv>().get('/', (c) => {
  const query = readQuery(c, CountriesQuerySchema)
  c.header('Cache-Control', 'public, max-age=86400')
  const language = query.language ?? c.var.language
  return okFixed(c, `countries:${language}`, () => countryList(language))
})
