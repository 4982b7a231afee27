import fc from 'fast-check'
import type { Api } from './api'
import { register } from './api'
import type { Line } from './server-items'

type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  items?: Schema
  enum?: unknown[]
}
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema & { $ref?: string } }> }
}
type Document = {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Schema> }
}

/** Strings that broke servers before: NUL, lone surrogates, prototype names, huge, SQL and path tricks. */
const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '__proto__',
  'constructor',
  'toString',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  '😀'.repeat(50),
  'x'.repeat(5000),
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'AR-AAAA-AAAA',
)
const text = fc.oneof(nasty, fc.string(), fc.string({ unit: 'binary', maxLength: 20 }), fc.uuid())
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null))
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(text, tie('v'), { maxKeys: 3 }),
  ),
})).v

/** A body: the operation's own fields with wild values, extra and prototype keys, or not an object at all. */
function bodyFor(schema: Schema | undefined): fc.Arbitrary<string> {
  const fields = Object.keys(schema?.properties ?? {})
  const object = fc
    .tuple(
      fc.subarray(fields),
      fc.array(value, { minLength: fields.length, maxLength: fields.length }),
      fc.dictionary(fc.oneof(nasty, fc.string()), value, { maxKeys: 2 }),
    )
    .map(([chosen, values, extra]) => {
      const entries = chosen.map((name, i) => `${JSON.stringify(name)}:${JSON.stringify(values[i] ?? null)}`)
      for (const [k, v] of Object.entries(extra)) entries.push(`${JSON.stringify(k)}:${JSON.stringify(v)}`)
      return `{${entries.join(',')}}`
    })
  return fc.oneof(
    { weight: 6, arbitrary: object },
    { weight: 1, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.string() },
  )
}

function resolve(doc: Document, schema: (Schema & { $ref?: string }) | undefined): Schema | undefined {
  const ref = schema?.$ref?.split('/').at(-1)
  return ref ? doc.components?.schemas?.[ref] : schema
}

type Request = { method: string; path: string; query: string; body: string | undefined; auth: boolean }

function requestsFor(
  doc: Document,
  path: string,
  method: string,
  operation: Operation,
): fc.Arbitrary<Request> {
  const params = operation.parameters ?? []
  const pathParams = params.filter((p) => p.in === 'path')
  const queryParams = params.filter((p) => p.in === 'query')
  const body = resolve(doc, operation.requestBody?.content?.['application/json']?.schema)
  return fc.record({
    method: fc.constant(method.toUpperCase()),
    path: fc
      .array(fc.oneof(text, fc.uuid()), { minLength: pathParams.length, maxLength: pathParams.length })
      .map((values) =>
        pathParams.reduce(
          (p, param, i) => p.replace(`{${param.name}}`, encodeURIComponent(String(values[i]))),
          path,
        ),
      ),
    query: fc
      .tuple(
        fc.subarray(queryParams.map((p) => p.name)),
        fc.array(fc.oneof(text, fc.integer().map(String)), {
          minLength: queryParams.length,
          maxLength: queryParams.length,
        }),
      )
      .map(([names, values]) => new URLSearchParams(names.map((n, i) => [n, String(values[i])])).toString()),
    body: operation.requestBody ? bodyFor(body).map((b) => b as string | undefined) : fc.constant(undefined),
    auth: fc.boolean(),
  })
}

/**
 * Property: whatever an operation of the OpenAPI document is sent (fields of its schema with wild
 * values, unknown and prototype keys, NUL and lone surrogates, path and query garbage, with or
 * without a token), the answer is below 500 and in the envelope.
 */
export async function fuzzOpenApi(api: Api, runsPerOperation: number, seed: number): Promise<Line> {
  const doc = (await (await api.call('/openapi.json')).json()) as Document
  const user = await register(api, 'fuzz')
  let requests = 0
  let operations = 0
  const failures: string[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // Moving the test clock forward is harmless but would age the other checks' tokens: left out.
      if (path === '/dev/clock' && method === 'post') continue
      operations++
      const samples = fc.sample(requestsFor(doc, path, method, operation), {
        numRuns: runsPerOperation,
        seed,
      })
      for (const sample of samples) {
        requests++
        const url = `${sample.path}${sample.query ? `?${sample.query}` : ''}`
        const response = await api.call(url, {
          method: sample.method,
          ...(sample.auth ? { token: user.token } : {}),
          headers: sample.body !== undefined ? { 'content-type': 'application/json' } : {},
          ...(sample.body !== undefined ? { body: sample.body } : {}),
        })
        const raw = await response.text()
        let enveloped = path === '/openapi.json' && response.status === 200
        try {
          const body = JSON.parse(raw) as { success?: unknown; message?: unknown }
          enveloped ||=
            typeof body.success === 'boolean' && typeof body.message === 'string' && 'data' in body
        } catch {
          enveloped = false
        }
        if (response.status >= 500 || !enveloped) {
          failures.push(`${sample.method} ${url.slice(0, 120)} -> ${response.status} ${raw.slice(0, 120)}`)
        }
      }
    }
  }
  for (const failure of failures.slice(0, 10)) console.error(`  fuzz: ${failure}`)
  return {
    item: `property-based fuzz (fast-check, seed ${seed}) over every OpenAPI operation`,
    figure: `${operations} operations, ${requests} requests, ${failures.length} answers of 500+ or outside the envelope`,
    ok: failures.length === 0,
  }
}
