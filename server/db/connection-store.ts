/** What the database layer itself says on a connection of its own (database.ts): no table is read. */

/** The listening connection's heartbeat: one round trip, answered by any live server. */
export const HEARTBEAT_SQL = 'SELECT 1'

/** Starts the notifications of `channel` (a lower-case identifier) on a connection. */
export const listenSql = (channel: string) => `LISTEN "${channel}"`
