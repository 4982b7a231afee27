/**
 * The search index at a real catalogue (issue 29, items 7 and 8), on PostgreSQL with two API processes:
 * per catalogue size, each process's time from spawn to its first answer and its RSS at rest (`ps`, 30 s
 * after that answer), then the longest `/config` answer on both while a catalogue row changes (a service
 * price updated to itself, a service's price, a vehicle's rate) and a lock right after, then a third
 * process started over the seeded catalogue (it must write nothing). Each figure beside its goal.
 *
 *   npx tsx tests/bench/catalogue-scale.ts [--sizes 10000,100000] [--bookings-per-vehicle 10]
 *     [--pg-url postgres://…] [--reuse]
 *
 * --reuse keeps each generated database (altura_scale_<vehicles>_<bookings>) for the next run instead of
 * dropping it: generating 1,000,000 bookings takes minutes.
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  type CatalogueFigures,
  CONFIG_GOAL_MS,
  lockInNormalTime,
  measureCatalogue,
  rssGoalMb,
  START_GOAL_MS,
} from '../reliability/catalogue-items'
import { searchChannel } from '../support/catalogue-probe'
import { type BenchDatabase, freshPostgres, generateCatalogue } from './bench-database'
import { type Goal, int, printGoals } from './bench-report'

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    'bookings-per-vehicle': { type: 'string', default: '10' },
    dealers: { type: 'string', default: '300' },
    'pg-url': {
      type: 'string',
      default:
        process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    reuse: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})

if (args.help) {
  console.log(
    'Usage: npx tsx tests/bench/catalogue-scale.ts [--sizes 10000,100000] [--bookings-per-vehicle 10]\n' +
      '         [--dealers 300] [--pg-url postgres://…] [--reuse]\n\n' +
      'Start time, RSS at rest and the /config stall during a catalogue change, per catalogue size, on\n' +
      'PostgreSQL with two API processes. --reuse keeps the generated databases for the next run.',
  )
  process.exit(0)
}

const adminUrl = args['pg-url'] as string
const ms = (n: number) => `${Math.round(n)} ms`

/** A kept database of that catalogue, generated when missing or not of that size. */
async function keptPostgres(catalogue: { dealers: number; vehicles: number; bookings: number }) {
  const name = `altura_scale_${catalogue.vehicles}_${catalogue.bookings}`
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  let ready = false
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (exists.rows.length === 0) await admin.query(`CREATE DATABASE ${name}`)
    else {
      const client = new pg.Client({ connectionString: url.toString() })
      await client.connect()
      const counted = await client
        .query<{ v: number; b: number }>(
          'SELECT (SELECT count(*) FROM vehicles)::int AS v, (SELECT count(*) FROM bookings)::int AS b',
        )
        .catch(() => ({ rows: [] as { v: number; b: number }[] }))
      await client.end()
      ready = counted.rows[0]?.v === catalogue.vehicles && counted.rows[0]?.b === catalogue.bookings
    }
  } finally {
    await admin.end()
  }
  const db: BenchDatabase = {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    drop: async () => {},
  }
  return { db, ready }
}

function goals(f: CatalogueFigures): Goal[] {
  const size = `${int(f.vehicles)} vehicles`
  const list: Goal[] = [
    {
      what: `spawn to first answer, ${size} (2 processes)`,
      measured: f.startMs.map((t) => `${(t / 1000).toFixed(1)} s`).join(', '),
      goal: `≤ ${START_GOAL_MS / 1000} s`,
      met: f.startMs.every((t) => t <= START_GOAL_MS),
    },
    {
      what: `RSS at rest 30 s after the first answer, ${size}`,
      measured: f.rssMb.map((mb) => `${Math.round(mb)} MB`).join(', '),
      goal: `≤ ${rssGoalMb(f.vehicles)} MB`,
      met: f.rssMb.every((mb) => mb <= rssGoalMb(f.vehicles)),
    },
  ]
  for (const c of f.changes) {
    list.push({
      what: `longest /config while ${c.what}, ${size}`,
      measured: `${c.configMaxMs.map(ms).join(', ')}${c.shown === false ? ' (change NOT shown)' : ''}`,
      goal: `≤ ${CONFIG_GOAL_MS} ms`,
      met: c.configMaxMs.every((t) => t <= CONFIG_GOAL_MS) && c.shown !== false,
    })
    list.push({
      what: `a lock right after (${c.what}), ${size}`,
      measured: ms(c.lockMs),
      goal: `≤ 2× at rest + 50 ms (${ms(2 * c.lockAtRestMs + 50)})`,
      met: lockInNormalTime(c),
    })
  }
  list.push({
    what: `catalogue writes when a process starts, ${size}`,
    measured: `${f.restart.notifications.length} notifications, rows ${f.restart.versionsUnchanged ? 'unchanged' : 'CHANGED'}`,
    goal: 'none',
    met: f.restart.notifications.length === 0 && f.restart.versionsUnchanged,
  })
  return list
}

async function main() {
  const sizes = (args.sizes as string).split(',').map(Number)
  const perVehicle = Number(args['bookings-per-vehicle'])
  const all: Goal[] = []
  for (const vehicles of sizes) {
    const catalogue = { dealers: Number(args.dealers), vehicles, bookings: vehicles * perVehicle }
    console.log(
      `\n${int(vehicles)} vehicles, ${int(catalogue.bookings)} bookings, ${catalogue.dealers} dealers`,
    )
    const load = () => os.loadavg()[0]?.toFixed(1)
    const kept = args.reuse ? await keptPostgres(catalogue) : undefined
    const db = kept?.db ?? (await freshPostgres(adminUrl))
    try {
      if (!kept?.ready) {
        const took = await generateCatalogue(db, catalogue)
        console.log(`  generated in ${took.toFixed(0)} s`)
      } else console.log('  the kept database already holds it (--reuse)')
      const admin = new pg.Client({ connectionString: db.env.DATABASE_URL })
      await admin.connect()
      try {
        const env = { ...(db.env as Record<string, string>), NODE_ENV: 'test', LOG_LEVEL: 'silent' }
        console.log(`  measuring (load average ${load()})`)
        const figures = await measureCatalogue(env, admin, searchChannel('public'), catalogue)
        console.log(`  measured (load average ${load()})`)
        const list = goals(figures)
        printGoals(list)
        all.push(...list)
      } finally {
        await admin.end()
      }
    } finally {
      if (!kept) await db.drop()
    }
  }
  console.log('\nAll sizes')
  printGoals(all)
  console.log(
    '  Times are wall clock on this machine: other work on it (the load average above) lengthens them.\n' +
      '  A lock right after a change is compared with the slowest of three locks at rest.',
  )
  const missed = all.filter((goal) => !goal.met).length
  if (missed > 0) {
    console.error(`${missed} goal(s) missed.`)
    process.exit(1)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
