/** The options of `api-load.ts`, the catalogues they make and the goals its figures are held to. */
import { parseArgs } from 'node:util'
import type { Catalogue } from './bench-database'

export const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    'other-seconds': { type: 'string', default: '10' },
    'profile-seconds': { type: 'string', default: '5' },
    dealers: { type: 'string', default: '300' },
    vehicles: { type: 'string', default: '10000' },
    bookings: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '64' },
    'pg-processes': { type: 'string', default: '2' },
    'pg-url': {
      type: 'string',
      default:
        process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    database: { type: 'string' },
    'no-scaling': { type: 'boolean', default: false },
    'writes-only': { type: 'boolean', default: false },
  },
})
export const SECONDS = Number(args.seconds)
export const OTHER_SECONDS = Number(args['other-seconds'])
export const PROFILE_SECONDS = Number(args['profile-seconds'])
export const CONNECTIONS = Number(args.connections)
export const PG_PROCESSES = Number(args['pg-processes'])
export const MAIN: Catalogue = {
  dealers: Number(args.dealers),
  vehicles: Number(args.vehicles),
  bookings: Number(args.bookings),
}
/**
 * The search-scaling line beside the main catalogue: the same dealers; 10 bookings a vehicle at 1k as in
 * the main one, one a vehicle at 100k (a million bookings would take the generator many minutes).
 */
export const SCALING: Catalogue[] = [
  { dealers: MAIN.dealers, vehicles: 1_000, bookings: 10_000 },
  { dealers: MAIN.dealers, vehicles: 100_000, bookings: 100_000 },
]
/** Goals of issues 13 and 34. Never loosen one to make a run pass. */
export const GOAL = {
  searchP99Ms: 50,
  searchRps: 1_000,
  /**
   * Issue 34 set this guard against regressions at 0.33x (issue 13's 0.5x was missed at 0.39-0.49x; the
   * analysis that a search pays a dozen steps a do-nothing request never does was accepted there).
   */
  searchShareOfBare: 0.33,
  pgliteSearchP99Ms: 150,
  pgliteConnections: 8,
  listShareOfBare: 0.5,
  /** "The cost must not grow with the catalogue", read as: p50 at 100k vehicles within 2x of p50 at 1k. */
  scalingFactor: 2,
  /** Issue 34, PostgreSQL, two processes, 64 connections: lock+unlock pairs and full bookings. */
  pairsPerSecond: 2_000,
  pairP99Ms: 50,
  bookingP99Ms: 100,
}
/** Browsers send it, so the server does the compressing it would do for them. */
export const ACCEPT_ENCODING = 'gzip, deflate, br'
/** Distinct searches replayed in turn: more than a run sends, so no answer is asked for twice. */
export const SEARCHES = 30_000
export const SERVER_ENV = { NODE_ENV: 'production' }
