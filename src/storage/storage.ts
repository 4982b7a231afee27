import * as v from 'valibot'
import { CheckoutDraftSchema } from '../contract/checkout'
import { StaffMemberSchema } from '../contract/dealer-staff'
import { FamilySchema } from '../contract/family'
import { LanguageSchema } from '../contract/language'
import { LocationSelectionSchema, SavedFiltersSchema } from '../contract/search-filters'
import { UserSchema } from '../contract/user'
import { ServicePriceSchema, VehicleResultSchema } from '../contract/vehicles'

/**
 * The one door to local storage. Keys are exactly SPEC §3's. Every read is parsed; a value that is
 * missing, corrupt or from an older shape counts as absent and never crashes a page.
 * Plain strings are stored as they are; structured values as JSON.
 */
const text = v.pipe(v.string(), v.nonEmpty())
const json = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown
      } catch {
        addIssue({ message: 'not JSON' })
        return NEVER
      }
    }),
    schema,
  )

export const storageSchemas = {
  access_token: text,
  user: json(UserSchema),
  expires_at: v.pipe(text, v.isoTimestamp()),
  family: FamilySchema,
  language: LanguageSchema,
  filters: json(SavedFiltersSchema),
  model: text,
  location: json(LocationSelectionSchema),
  selectedVehicle: json(VehicleResultSchema),
  options: json(v.array(ServicePriceSchema)),
  // The server's lock id and lock session id: anything else could never unlock, so it counts as absent.
  unlock_code: v.pipe(v.string(), v.uuid()),
  booking_id: text,
  session_id: v.pipe(v.string(), v.uuid()),
  tracking_id: text,
  currentPage: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)),
  // The dealer desk's own session (DESIGN §8): never under the customer's keys, never sent as theirs.
  desk_token: v.pipe(text, v.startsWith('ds_')),
  desk_staff: json(StaffMemberSchema),
  desk_expires_at: v.pipe(text, v.isoTimestamp()),
  desk_theme: v.picklist(['land-rover', 'jaguar']),
} as const

export type StorageKey = keyof typeof storageSchemas
export type StoredValue<K extends StorageKey> = v.InferOutput<(typeof storageSchemas)[K]>

/** Booking and browsing data of one visit: cleared when a family is entered from the landing page. */
export const SESSION_KEYS: StorageKey[] = [
  'filters',
  'model',
  'location',
  'selectedVehicle',
  'options',
  'unlock_code',
  'booking_id',
  'session_id',
  'currentPage',
]

export const AUTH_KEYS: StorageKey[] = ['access_token', 'user', 'expires_at']

/** The dealer desk's session keys: cleared together when the desk session ends. */
export const DESK_AUTH_KEYS: StorageKey[] = ['desk_token', 'desk_staff', 'desk_expires_at']

/**
 * Reading, writing and removing the keys of one browser store: every read parsed with its key's schema,
 * every write forgiven when the store is full or disabled (private mode), the app working on for the page.
 */
function keysOf<S extends Record<string, v.GenericSchema>>(store: () => Storage, schemas: S) {
  const backend = (): Storage | undefined => {
    try {
      return store()
    } catch {
      return undefined
    }
  }
  type Key = keyof S & string
  type Value<K extends Key> = v.InferOutput<S[K]>
  return {
    read<K extends Key>(key: K): Value<K> | undefined {
      const raw = backend()?.getItem(key)
      if (raw == null) return undefined
      const result = v.safeParse(schemas[key] as S[K], raw)
      return result.success ? (result.output as Value<K>) : undefined
    },
    write<K extends Key>(key: K, value: Value<K>): void {
      const raw = typeof value === 'string' ? value : JSON.stringify(value)
      try {
        backend()?.setItem(key, raw)
      } catch {
        // Storage full or disabled (private mode): the app keeps working for this page.
      }
    },
    remove(...keys: Key[]): void {
      for (const key of keys) backend()?.removeItem(key)
    },
  }
}

export const { read, write, remove } = keysOf(() => globalThis.localStorage, storageSchemas)

/**
 * This tab's own keys (session storage): they survive a reload and go with the tab, never to another one.
 * The checkout draft is what the customer typed on tab4 (personal data, never a password or a token).
 */
export const tabSchemas = {
  checkout_draft: json(CheckoutDraftSchema),
} as const

export type TabKey = keyof typeof tabSchemas
export type TabValue<K extends TabKey> = v.InferOutput<(typeof tabSchemas)[K]>

export const {
  read: readTab,
  write: writeTab,
  remove: removeTab,
} = keysOf(() => globalThis.sessionStorage, tabSchemas)
