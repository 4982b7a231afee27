import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { ErrorEnvelopeSchema } from '../../src/contract/envelope'
import { OPERATIONS, TAGS } from './registry'
import type { Named, Operation } from './types'

const ERROR_TEXT = {
  400: 'Bad input: the message says why, `errors` maps fields to message codes.',
  401: "Missing or wrong x-api-key; a missing, expired or revoked Bearer token (a customer's or a dealer staff session, each only on its own side); a missing, unknown or revoked x-dealer-key or x-operator-key.",
  403: "Allowed to call, not for this: the operator key has no dealership of its own; a dealer's answer link that is not as it was signed.",
  404: 'Not found (or not yours).',
  409: 'Conflict with existing data, such as an email already in use.',
  410: 'Gone: the request a link answers has expired.',
  413: 'The body is larger than 64 kB.',
  415: 'The body is not JSON.',
  429: 'Too many attempts; see Retry-After.',
} as const

/** OpenAPI 3.1 uses JSON Schema 2020-12; checks valibot cannot express (equal passwords) stay in prose. */
function jsonSchema(schema: v.GenericSchema): JsonSchema {
  const { $schema: _, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' })
  return rest
}

function parameters(op: Operation) {
  const list: Record<string, unknown>[] = []
  for (const [name, schema] of Object.entries(op.pathParams ?? {})) {
    list.push({ name, in: 'path', required: true, schema: jsonSchema(schema) })
  }
  if (op.query) {
    const object = jsonSchema(op.query) as { properties?: Record<string, JsonSchema>; required?: string[] }
    for (const [name, schema] of Object.entries(object.properties ?? {})) {
      list.push({ name, in: 'query', required: object.required?.includes(name) ?? false, schema })
    }
  }
  return list
}

/** What each kind of access asks for, by the security schemes below. */
const SECURITY: Record<Operation['access'], Record<string, string[]>[]> = {
  none: [],
  key: [{ ApiKey: [] }],
  bearer: [{ ApiKey: [], Bearer: [] }],
  dealer: [
    { ApiKey: [], DealerKey: [] },
    { ApiKey: [], DealerStaff: [] },
  ],
  staff: [{ ApiKey: [], DealerStaff: [] }],
  operator: [{ ApiKey: [], OperatorKey: [] }],
}

function operation(op: Operation) {
  const errors = new Set<keyof typeof ERROR_TEXT>(op.errors ?? [])
  if (op.access !== 'none') errors.add(401)
  if (op.body || op.query || op.pathParams) errors.add(400)
  if (op.body) {
    errors.add(413)
    errors.add(415)
  }
  const ref = (named: Named) => ({ $ref: `#/components/schemas/${named.name}` })
  const responses: Record<string, unknown> = {
    [op.status ?? 200]: {
      description: 'Success.',
      content: { 'application/json': { schema: ref(op.response) } },
    },
  }
  // Calls without parameters can still fail: a wrong X-Timezone header is a 400 everywhere.
  if (errors.size === 0) errors.add(400)
  for (const status of [...errors].sort()) {
    responses[status] = { $ref: `#/components/responses/Error${status}` }
  }
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.tag],
    security: SECURITY[op.access],
    ...(parameters(op).length > 0 ? { parameters: parameters(op) } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: ref(op.body) } } } }
      : {}),
    responses,
  }
}

/** Every named schema once; one name used for two different schemas is a bug in the registry. */
function componentSchemas(operations: Operation[]) {
  const byName = new Map<string, v.GenericSchema>([['ErrorEnvelope', ErrorEnvelopeSchema]])
  for (const item of operations.flatMap((op) => [op.body, op.response])) {
    if (!item) continue
    const seen = byName.get(item.name)
    if (seen && seen !== item.schema) throw new Error(`OpenAPI: two schemas are named ${item.name}`)
    byName.set(item.name, item.schema)
  }
  return Object.fromEntries([...byName].map(([name, schema]) => [name, jsonSchema(schema)]))
}

/** The OpenAPI 3.1 document of /api/v1, generated from the src/contract schemas. */
export function openApiDocument(options: { version: string; serverUrl?: string }) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of OPERATIONS) {
    if (!TAGS[op.tag]) throw new Error(`OpenAPI: tag ${op.tag} of ${op.operationId} has no description`)
    paths[op.path] ??= {}
    const entry = paths[op.path] as Record<string, unknown>
    entry[op.method] = operation(op)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Altura rental API',
      version: options.version || '0.0.0',
      description:
        'Premium vehicle rental API. Every answer is the envelope `{success, message, data}`; bad input is a 4xx with `errors` (field -> message codes). Messages follow `language` in the body or query, else Accept-Language, else English.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: options.serverUrl ?? '/api/v1', description: 'This server' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    security: [{ ApiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-api-key',
          description: 'The public key from GET /config.',
        },
        Bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token from login, register or refresh-token.',
        },
        DealerKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-dealer-key',
          description:
            "A dealership's own key (dk_…, from the operator), for that dealership's bookings only (another's answers 404). Or the operator key, for any dealership's, recorded as the operator's.",
        },
        DealerStaff: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A dealer staff session (ds_…), from POST /dealer/auth/login, set-password, reset or refresh: for the staff member's own dealership only (another's bookings answer 404). Its decisions are recorded as the staff member's, with the channel desk when the call sends x-dealer-channel: desk, else api. It opens no customer call, and a customer's token opens no dealer call.",
        },
        OperatorKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-operator-key',
          description:
            "The installation's operator key: OPERATOR_KEY, or generated and kept in the database (DATA_DIR/operator.key with PGlite).",
        },
      },
      schemas: componentSchemas(OPERATIONS),
      responses: Object.fromEntries(
        Object.entries(ERROR_TEXT).map(([status, description]) => [
          `Error${status}`,
          {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
          },
        ]),
      ),
    },
  }
}
