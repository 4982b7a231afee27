import { isValidPhoneNumber } from 'libphonenumber-js'
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator'
import { provideNumberingPlans } from './rules'

/**
 * Hands the world's numbering plans and postal code patterns to the phone and postal code rules (rules.ts,
 * `NumberingPlans`): imported, for this effect, by every module whose forms take a phone or an address, in
 * the app and in the API, so that those rules are whole wherever a form is checked, and a first visit that
 * never opens such a form does not download them.
 */
provideNumberingPlans({
  isValidPhoneNumber,
  postalCodeFits: (code, country) =>
    postcodeValidatorExistsForCountry(country) ? postcodeValidator(code, country) : null,
})
