import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser } from '../../../tests/api/accounts'
import { startTestServer, type TestServer } from '../../../tests/api/harness'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

describe('GET /dev/outbox', () => {
  it('lists the emails written to an address, newest first, outside production', async () => {
    const account = await registerUser(server)
    await server.api('/api/v1/auth/forgot-password', {
      method: 'POST',
      json: { language: 'en', email: account.email, family_code: 'range-rover' },
    })
    const body = await (await server.api(`/api/v1/dev/outbox?to=${encodeURIComponent(account.email)}`)).json()
    expect(body.data.map((e: { kind: string }) => e.kind)).toEqual(['password_reset', 'welcome'])
    expect(body.data[0]).toMatchObject({ to: account.email, language: 'en', sent_at: null })
    // Links point at the origin the request came to when PUBLIC_URL is not set.
    expect(body.data[0].text).toContain(
      `${server.url.replace('localhost', '127.0.0.1')}/range-rover/autentication/reset-password?token=`,
    )
  })

  it('requires the API key', async () => {
    expect((await server.api('/api/v1/dev/outbox', { apiKey: null })).status).toBe(401)
  })

  it('does not exist in production', async () => {
    const production = await startTestServer({
      // Production refuses the local defaults of other secrets; give it its own.
      env: {
        NODE_ENV: 'production',
        OPERATOR_KEY: 'test-operator-key-123',
        RECEIPT_SECRET: 'test-receipt-secret-1234',
      },
    })
    try {
      const response = await production.api('/api/v1/dev/outbox')
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ success: false, data: null })
    } finally {
      await production.close()
    }
  })
})
