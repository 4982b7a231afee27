import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/api/harness'
import { createApp } from '../../app'
import type { SessionCache } from '../../auth/session-cache'
import { loadConfig } from '../../config'
import type { Database } from '../../db/database'
import { OPERATIONS } from '../../openapi/registry'
import { systemClock } from '../../runtime'
import type { SearchIndex } from '../../search/search-sync'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

type Document = {
  openapi: string
  paths: Record<
    string,
    Record<string, { security: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }>
  >
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; additionalProperties?: unknown }>
  }
}

describe('GET /openapi.json', () => {
  let doc: Document
  beforeAll(async () => {
    const response = await server.api('/api/v1/openapi.json', { apiKey: null })
    expect(response.status).toBe(200)
    doc = await response.json()
  })

  it('is OpenAPI 3.1 and covers every call of part 1', () => {
    expect(doc.openapi).toBe('3.1.0')
    const expected = [
      'get /health',
      'get /config',
      'get /openapi.json',
      'post /auth/register',
      'post /auth/login',
      'post /auth/refresh-token',
      'post /auth/logout',
      'post /auth/forgot-password',
      'post /auth/reset-password',
      'post /auth/change-password',
      'get /user',
      'put /user/preferences/update-language',
      'put /user/preferences/update-communication-settings',
      'put /user/preferences/update-basic-information',
      'put /user/addresses/{id}',
      'delete /user/addresses/{id}',
      'get /countries',
      'get /vehicle-models',
      'post /tracking/init-session',
      'post /tracking',
      'get /dev/outbox',
      'get /dev/clock',
      'post /dev/clock',
      'get /bookings/{id}/cancellation',
      'delete /bookings/{id}',
    ]
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    )
    expect(documented).toEqual(expect.arrayContaining(expected))
  })

  it('generates request schemas from the contract, strict and with SPEC limits', () => {
    const register = doc.components.schemas.RegisterRequest as Record<string, unknown>
    expect(register.additionalProperties).toBe(false)
    expect(JSON.stringify(register)).toContain('"minLength":8')
    expect(Object.keys(register.properties as object)).toContain('password_confirmation')
  })

  it('describes the cancellation quote, answered by the quote call and by the cancellation itself', () => {
    const quote = { $ref: '#/components/schemas/CancellationQuoteResponse' }
    const success = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.responses['200'] as { content: Record<string, { schema: unknown }> })
        .content['application/json']?.schema
    expect(success('/bookings/{id}/cancellation', 'get')).toEqual(quote)
    expect(success('/bookings/{id}', 'delete')).toEqual(quote)
    expect(doc.paths['/bookings/{id}']?.delete?.responses).toHaveProperty('409')
    const data = doc.components.schemas.CancellationQuoteResponse?.properties?.data as {
      properties: Record<string, unknown>
      required: string[]
    }
    expect(data.required).toEqual(
      expect.arrayContaining(['cancellable', 'reason', 'refund_percent', 'deposit', 'refund', 'summary']),
    )
  })

  it('marks Bearer calls and keyless calls', () => {
    expect(doc.paths['/user']?.get?.security).toEqual([{ ApiKey: [], Bearer: [] }])
    expect(doc.paths['/health']?.get?.security).toEqual([])
    expect(doc.paths['/auth/login']?.post?.responses).toHaveProperty('429')
  })

  it('documents every route the server mounts under /api/v1', () => {
    const app = createApp({
      db: {} as Database,
      config: {
        ...loadConfig({ NODE_ENV: 'test' }),
        operatorKey: 'd'.repeat(12),
        receiptSecret: 'r'.repeat(16),
        linkOrigin: 'http://127.0.0.1:3000',
      },
      clock: systemClock,
      logger: { info: () => {}, error: () => {} },
      mailer: { deliver: () => {}, idle: async () => {} },
      search: {} as SearchIndex,
      sessions: {} as SessionCache,
    })
    const mounted = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/v1/'))
        .map(
          (route) =>
            `${route.method.toLowerCase()} ${route.path.slice('/api/v1'.length).replace(/:(\w+)/g, '{$1}')}`,
        ),
    )
    const documented = new Set(OPERATIONS.map((op) => `${op.method} ${op.path}`))
    const undocumented = [...mounted].filter((route) => !documented.has(route))
    expect(undocumented, 'add these calls to server/openapi/operations/*.ts').toEqual([])
  })

  it('every documented call is answered by the server', async () => {
    for (const op of OPERATIONS) {
      const path = op.path.replace('{id}', '00000000-0000-4000-8000-000000000000')
      const response = await server.api(`/api/v1${path}`, { method: op.method.toUpperCase() })
      const body = op.path === '/openapi.json' ? { message: '' } : await response.json()
      expect(body.message ?? '').not.toMatch(/^No such API call/)
    }
  })
})
