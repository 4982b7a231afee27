import * as v from 'valibot'
import { envelope } from './envelope'
import { FamilySchema } from './family'
import { choice, form, optionalText, text } from './form'
import { LanguageSchema } from './language'
import {
  CountryCodeSchema,
  CurrentPasswordSchema,
  EmailSchema,
  FIELD_ERROR,
  NAME_MAX,
  PhoneSchema,
  TitleSchema,
  withPostalCodeOfCountry,
} from './rules'

export const ADDRESS_TYPES = ['billing', 'home'] as const
export const AddressTypeSchema = v.picklist(ADDRESS_TYPES, FIELD_ERROR.addressType)

/** SPEC §3 User.address. */
export const AddressSchema = v.object({
  id: v.string(),
  alias: v.nullable(v.string()),
  address: v.string(),
  house_number: v.string(),
  additional_info: v.nullable(v.string()),
  city: v.string(),
  postal_code: v.string(),
  country: v.string(),
  address_type: AddressTypeSchema,
})
export type Address = v.InferOutput<typeof AddressSchema>

/** SPEC §3 User.preference. */
export const PreferenceSchema = v.object({
  contact_phone: v.nullable(v.string()),
  language_code: LanguageSchema,
  send_billing_to_this_address: v.boolean(),
  contact_by_jlr: v.boolean(),
  no_communications_from_jlr: v.boolean(),
  contact_by_email: v.boolean(),
  contact_by_sms: v.boolean(),
  contact_by_phone: v.boolean(),
  contact_by_post: v.boolean(),
})
export type Preference = v.InferOutput<typeof PreferenceSchema>

/**
 * SPEC §3 User. `address` is the address the user saved last (null when none); `addresses` lists
 * them all, newest first, so a screen can show more than one.
 */
export const UserSchema = v.object({
  id: v.string(),
  title: v.nullable(TitleSchema),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  address: v.nullable(AddressSchema),
  address_type: v.nullable(AddressTypeSchema),
  addresses: v.array(AddressSchema),
  preference: PreferenceSchema,
  marketing_consent: v.boolean(),
  profiling_consent: v.boolean(),
})
export type User = v.InferOutput<typeof UserSchema>
export const UserResponseSchema = envelope(UserSchema)

/** Every account change answers with the user as it is now, so the SPA mirrors it (SPEC §7). */
export const UserUpdateResponseSchema = envelope(UserSchema)

export const UpdateLanguageRequestSchema = form({ code: v.picklist(['it', 'en'], FIELD_ERROR.language) })
export type UpdateLanguageRequest = v.InferOutput<typeof UpdateLanguageRequestSchema>

export const UpdateCommunicationSettingsRequestSchema = form({
  contact_by_email: choice(FIELD_ERROR.boolean),
  contact_by_sms: choice(FIELD_ERROR.boolean),
  contact_by_phone: choice(FIELD_ERROR.boolean),
  contact_by_post: choice(FIELD_ERROR.boolean),
})
export type UpdateCommunicationSettingsRequest = v.InferOutput<
  typeof UpdateCommunicationSettingsRequestSchema
>

/**
 * SPEC §5 account basic info: names required, email format, phone as the phone rule. The title (Mr, Mrs,
 * Ms) is not required: registration never asks it, so a customer who never chose one saves without it
 * (null, or left out). A new email also
 * needs the account's current password (a token alone must not move the account to another address);
 * `family_code` picks the theme of the undo link emailed to the old address.
 */
export const UpdateBasicInformationRequestSchema = form({
  first_name: text(FIELD_ERROR.firstName, NAME_MAX),
  last_name: text(FIELD_ERROR.lastName, NAME_MAX),
  email: EmailSchema,
  phone: PhoneSchema,
  title: v.optional(v.nullable(TitleSchema), null),
  current_password: v.optional(CurrentPasswordSchema),
  family_code: v.optional(FamilySchema),
})
export type UpdateBasicInformationRequest = v.InferOutput<typeof UpdateBasicInformationRequestSchema>

/**
 * SPEC §5 address: street, number, country, city, postal code required (a postal code of that country);
 * alias and more info not.
 */
export const SaveAddressRequestSchema = withPostalCodeOfCountry(
  form({
    language: v.optional(LanguageSchema),
    address: text(FIELD_ERROR.address),
    house_number: text(FIELD_ERROR.number, 20),
    additional_info: optionalText(FIELD_ERROR.moreInfo),
    country: CountryCodeSchema,
    city: text(FIELD_ERROR.city, 100),
    postal_code: text(FIELD_ERROR.postalCode, 20),
    alias: optionalText(FIELD_ERROR.alias, 100),
    address_type: AddressTypeSchema,
  }),
)
export type SaveAddressRequest = v.InferOutput<typeof SaveAddressRequestSchema>

/** Address ids are UUIDs: a client creates an address by PUTting a new UUID, then reuses it to update. */
export const AddressIdSchema = v.pipe(v.string(), v.uuid('common.input_error.address_id'))

export const DeletedResponseSchema = envelope(v.null())

/** The phone the customer is reached on (saved from checkout, SPEC §5 phone rule). */
export const UpdateContactPhoneRequestSchema = form({ phone: PhoneSchema })
export type UpdateContactPhoneRequest = v.InferOutput<typeof UpdateContactPhoneRequestSchema>
