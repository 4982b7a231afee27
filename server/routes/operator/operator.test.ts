import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerUser } from '../../../tests/api/accounts'
import { launch, startTestServer, TEST_API_KEY, type TestServer } from '../../../tests/api/harness'
import { openDatabase } from '../../db/database'

/**
 * The operator's calls on dealerships' keys (issue 33): created with the key shown once, listed without
 * it, revoked; behind x-operator-key only. And the move from the retired DEALER_KEY.
 */
const OPERATOR_KEY = 'test-operator-key-keys'
const DEALER = 'dealer-001'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ env: { OPERATOR_KEY } })
})
afterAll(() => server?.close())

const operator = (pathname: string, init: RequestInit & { json?: unknown } = {}) =>
  server.api(`/api/v1/operator${pathname}`, {
    ...init,
    headers: { 'x-operator-key': OPERATOR_KEY, ...(init.headers as Record<string, string>) },
  })

async function create(label: string, dealerId = DEALER) {
  const response = await operator(`/dealers/${dealerId}/keys`, { method: 'POST', json: { label } })
  expect(response.status).toBe(201)
  return (await response.json()) as {
    message: string
    data: { id: string; dealer_id: string; label: string; created_at: string; key: string }
  }
}

async function list(dealerId = DEALER) {
  const response = await operator(`/dealers/${dealerId}/keys`)
  expect(response.status).toBe(200)
  return (await response.json()).data as Record<string, unknown>[]
}

const useKey = (key: string) =>
  server.api('/api/v1/dealer/bookings/AR-XXXX-XXXX/accept', {
    method: 'POST',
    headers: { 'x-dealer-key': key },
  })

describe("a dealership's keys", () => {
  it('are created once: a random dk_ key in the answer, with its id, label and date', async () => {
    const { message, data } = await create('  Front desk DMS  ')
    expect(message).toBe('The key was created. It is shown only this once: keep it somewhere safe now.')
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      dealer_id: DEALER,
      label: 'Front desk DMS',
      created_at: expect.any(String),
      key: expect.stringMatching(/^dk_[A-Za-z0-9_-]{43}$/),
    })
    expect((await create('Front desk DMS')).data.key).not.toBe(data.key)
  })

  it('are listed without the key or its hash, with when each was last used', async () => {
    const { data } = await create('Listed')
    const hash = createHash('sha256').update(data.key).digest('hex')
    const before = (await list()).find((k) => k.id === data.id)
    expect(before).toEqual({
      id: data.id,
      dealer_id: DEALER,
      label: 'Listed',
      created_at: data.created_at,
      last_used_at: null,
      revoked_at: null,
    })
    expect((await useKey(data.key)).status).toBe(404)
    const listed = await list()
    expect(listed.find((k) => k.id === data.id)?.last_used_at).toEqual(expect.any(String))
    const text = JSON.stringify(listed)
    expect(text).not.toContain(data.key)
    expect(text).not.toContain(hash)
    expect(text).not.toContain(data.key.slice(3))
  })

  it('are revoked: from then on 401, listed as revoked; revoking again keeps the first date', async () => {
    const { data } = await create('To revoke')
    expect((await useKey(data.key)).status).toBe(404)
    const revoked = await operator(`/keys/${data.id}`, { method: 'DELETE' })
    expect(revoked.status).toBe(200)
    const body = await revoked.json()
    expect(body.message).toBe('The key was revoked: it no longer opens any call.')
    expect(body.data.revoked_at).toEqual(expect.any(String))
    expect(body.data).not.toHaveProperty('key')
    expect((await useKey(data.key)).status).toBe(401)
    const again = await (await operator(`/keys/${data.id}`, { method: 'DELETE' })).json()
    expect(again.data.revoked_at).toBe(body.data.revoked_at)
    expect((await list()).find((k) => k.id === data.id)?.revoked_at).toBe(body.data.revoked_at)
  })

  it('refuse bad input with translated messages: the label, an unknown dealer or key', async () => {
    for (const json of [{}, { label: '   ' }, { label: 'x'.repeat(101) }, { label: 7 }]) {
      const response = await operator(`/dealers/${DEALER}/keys`, {
        method: 'POST',
        json: { ...json, language: 'it' },
      })
      expect(response.status).toBe(400)
      const answer = await response.json()
      expect(answer.errors).toEqual({ label: ['dealer.key_label_invalid'] })
    }
    const unknown = await operator('/dealers/dealer-999999/keys', { method: 'POST', json: { label: 'x' } })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).message).toBe('No dealer has this id.')
    expect((await operator('/dealers/dealer-999999/keys')).status).toBe(404)
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await operator(`/keys/${id}`, {
        method: 'DELETE',
        headers: { 'accept-language': 'it' },
      })
      expect(response.status).toBe(404)
      expect((await response.json()).message).toBe('Nessuna chiave di concessionaria ha questo id.')
    }
  })

  it("are the operator key's alone: no key, a wrong one, a dealer's key, a customer token answer 401", async () => {
    const { data } = await create('Not an operator')
    const customer = await registerUser(server)
    const wrong: Record<string, string>[] = [
      { 'x-operator-key': '' },
      { 'x-operator-key': 'wrong-operator-key-123' },
      { 'x-operator-key': data.key },
      { 'x-operator-key': '', 'x-dealer-key': OPERATOR_KEY },
      { 'x-operator-key': '', ...bearer(customer.token) },
    ]
    for (const headers of wrong) {
      const calls = [
        operator(`/dealers/${DEALER}/keys`, { method: 'POST', json: { label: 'x' }, headers }),
        operator(`/dealers/${DEALER}/keys`, { headers }),
        operator(`/keys/${data.id}`, { method: 'DELETE', headers }),
      ]
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(401)
        expect((await response.json()).message).toBe('A valid x-operator-key header is required.')
      }
    }
    expect((await useKey(data.key)).status).toBe(404)
  })

  it('npm run dealer -- key create|list|revoke goes through the server as the operator', async () => {
    const run = (...args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'server/cli/dealer.ts', ...args, '--url', server.url], {
        env: { ...process.env, OPERATOR_KEY, API_KEY: TEST_API_KEY },
      })
    const created = await run('key', 'create', DEALER, '--label', 'From the CLI')
    const key = /dk_[A-Za-z0-9_-]{43}/.exec(created.stdout)?.[0] ?? ''
    const id = /Key ([0-9a-f-]{36})/.exec(created.stdout)?.[1] ?? ''
    expect(created.stderr).toContain('shown only this once')
    expect((await useKey(key)).status).toBe(404)
    const listed = await run('key', 'list', DEALER)
    expect(listed.stdout).toContain(`${id}  "From the CLI"`)
    expect(listed.stdout).not.toContain(key)
    expect((await run('key', 'revoke', id)).stdout).toContain(`${id}: revoked`)
    expect((await useKey(key)).status).toBe(401)
    await expect(run('key', 'revoke', 'not-a-uuid')).rejects.toMatchObject({
      stderr: expect.stringContaining('404'),
    })
  }, 60_000)
})

describe('moving from DEALER_KEY', () => {
  it('DEALER_KEY set: the server refuses to start, saying how to move', async () => {
    const started = promisify(execFile)('node_modules/.bin/tsx', ['server/main.ts'], {
      env: { ...process.env, DEALER_KEY: 'an-old-shared-dealer-key', PORT: '0', DATA_DIR: '/nonexistent' },
    })
    await expect(started).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(
        /DEALER_KEY is retired.*Set OPERATOR_KEY to the same value.*npm run dealer -- key create/,
      ),
    })
  }, 60_000)

  it("an installation's generated dealer key becomes its operator key, the same value", async () => {
    const old = await startTestServer()
    try {
      await old.stop()
      // Back to how an earlier version left it: the dealer key in app_meta (and in DATA_DIR/dealer.key).
      const OLD_KEY = 'an-installations-generated-dealer-key-0123456789'
      const db = await openDatabase({
        databaseUrl: old.env.DATABASE_URL,
        dataDir: old.env.DATA_DIR ?? '',
        schema: old.env.DATABASE_SCHEMA,
      })
      await db.exec(`DROP TABLE booking_decisions; DROP TABLE dealer_api_keys;
        DELETE FROM schema_migrations WHERE id = '0400_dealer_keys_and_decisions';`)
      await db.query(`UPDATE app_meta SET key = 'dealer_key', value = $1 WHERE key = 'operator_key'`, [
        OLD_KEY,
      ])
      await db.close()
      const dataDir = old.env.DATA_DIR
      if (dataDir) writeFileSync(path.join(dataDir, 'dealer.key'), `${OLD_KEY}\n`, { mode: 0o600 })
      const upgraded = await launch(old.env)
      try {
        const listed = await upgraded.api(`/api/v1/operator/dealers/${DEALER}/keys`, {
          headers: { 'x-operator-key': OLD_KEY },
        })
        expect(listed.status).toBe(200)
        const accept = await upgraded.api('/api/v1/dealer/bookings/AR-XXXX-XXXX/accept', {
          method: 'POST',
          headers: { 'x-dealer-key': OLD_KEY },
        })
        expect(accept.status).toBe(404)
        if (dataDir) {
          expect(readFileSync(path.join(dataDir, 'operator.key'), 'utf8').trim()).toBe(OLD_KEY)
          expect(existsSync(path.join(dataDir, 'dealer.key'))).toBe(false)
        }
      } finally {
        await upgraded.stop()
      }
    } finally {
      await old.close()
    }
  }, 60_000)
})
