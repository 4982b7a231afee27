import { use } from 'react'
import { getCountries } from '../../api/countries'
import type { Country } from '../../contract/countries'
import type { Language } from '../../contract/language'

// One request per language and visit (the list is the same for everyone); a failure is kept as null,
// so the form falls back to the country it has instead of asking again on every keystroke.
const lists = new Map<Language, Promise<Country[] | null>>()

function countriesIn(language: Language): Promise<Country[] | null> {
  let list = lists.get(language)
  if (!list) {
    list = getCountries(language).catch((error: unknown) => {
      console.warn('The countries could not be loaded', error)
      return null
    })
    lists.set(language, list)
  }
  return list
}

/** The countries in the customer's language (suspends while they load); null when they could not be loaded. */
export function useCountries(language: Language): Country[] | null {
  return use(countriesIn(language))
}
