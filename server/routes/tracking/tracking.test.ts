import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'

const clock = testClock(new Date('2026-03-02T10:00:00Z'))
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock })
})
afterAll(async () => {
  await server?.close()
})

async function initSession() {
  const response = await server.api('/api/v1/tracking/init-session', { method: 'POST' })
  expect(response.status).toBe(201)
  const body = await response.json()
  return { id: body.data.session_id as string, cookie: response.headers.get('set-cookie') ?? '' }
}
const track = (json: unknown, headers: Record<string, string> = {}) =>
  server.api('/api/v1/tracking', { method: 'POST', json, headers })

describe('POST /tracking/init-session', () => {
  it('returns data.session_id and a 30-day HttpOnly, SameSite=Lax cookie on /', async () => {
    const { id, cookie } = await initSession()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(cookie).toContain(`altura_tracking_session=${id}`)
    expect(cookie).toContain(`Max-Age=${30 * 86_400}`)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
  })
})

describe('POST /tracking', () => {
  it.each([
    [
      'the body',
      (id: string) => [{ event_type: 'page_view', metadata: { path: '/jaguar/' }, session_id: id }, {}],
    ],
    [
      'the X-Session-Id header',
      (id: string) => [{ event_type: 'search_vehicle', metadata: { count: 3 } }, { 'x-session-id': id }],
    ],
    [
      'the cookie',
      (id: string) => [{ event_type: 'page_view' }, { cookie: `altura_tracking_session=${id}` }],
    ],
  ])('records an event with the session from %s', async (_, build) => {
    const { id } = await initSession()
    const [json, headers] = build(id) as [unknown, Record<string, string>]
    const response = await track(json, headers)
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toMatchObject({ success: true, data: { event_id: expect.any(String) } })
  })

  it('refuses an event without a session, or with an unknown or expired one', async () => {
    expect((await track({ event_type: 'page_view' })).status).toBe(400)
    const unknown = await track({
      event_type: 'page_view',
      session_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).errors).toEqual({ session_id: ['common.input_error.session_id'] })
    const { id } = await initSession()
    clock.advance(31 * 86_400_000)
    expect((await track({ event_type: 'page_view', session_id: id })).status).toBe(400)
  })

  it.each([
    [{ event_type: 'Page View!' }, 'event_type', 'common.input_error.event_type'],
    [{ metadata: { path: '/' } }, 'event_type', 'common.input_error.event_type'],
    [{ event_type: 'page_view', metadata: [1, 2] }, 'metadata', 'common.input_error.metadata'],
    [
      { event_type: 'page_view', metadata: { blob: 'x'.repeat(5000) } },
      'metadata',
      'common.input_error.metadata',
    ],
    [{ event_type: 'page_view', extra: 1 }, 'extra', 'common.input_error.unknown_field'],
    [{ event_type: 'page_view', session_id: "1' OR '1'='1" }, 'session_id', 'common.input_error.session_id'],
  ])('refuses %o', async (json, field, code) => {
    const { id } = await initSession()
    const response = await track(json, { 'x-session-id': id })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ [field]: [code] })
  })
})
