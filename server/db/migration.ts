/** One step of the schema, applied once, in order, by its id. */
export type Migration = { id: string; sql: string }
