import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerUser } from '../../../tests/api/accounts'
import { startTestServer, type TestServer } from '../../../tests/api/harness'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const address = {
  language: 'en',
  address: 'Via Garibaldi',
  house_number: '12/A',
  additional_info: null,
  country: 'IT',
  city: 'Torino',
  postal_code: '10122',
  alias: 'Casa',
  address_type: 'billing',
}
const save = (token: string, id: string, json: unknown) =>
  server.api(`/api/v1/user/addresses/${id}`, { method: 'PUT', json, headers: bearer(token) })
const remove = (token: string, id: string) =>
  server.api(`/api/v1/user/addresses/${id}`, { method: 'DELETE', headers: bearer(token) })

describe('PUT /user/addresses/{id}', () => {
  it('creates an address under a new client-chosen id, then updates it', async () => {
    const account = await registerUser(server, { address: undefined })
    const id = randomUUID()
    const created = await save(account.token, id, address)
    expect(created.status).toBe(201)
    const user = (await created.json()).data
    expect(user.address).toMatchObject({ id, alias: 'Casa', city: 'Torino', address_type: 'billing' })
    expect(user.address_type).toBe('billing')
    expect(user.preference.send_billing_to_this_address).toBe(true)

    const updated = await save(account.token, id, { ...address, city: 'Aosta', address_type: 'home' })
    expect(updated.status).toBe(200)
    const after = (await updated.json()).data
    expect(after.addresses).toHaveLength(1)
    expect(after.address).toMatchObject({ id, city: 'Aosta', address_type: 'home' })
  })

  it('refuses a postal code of another shape than the country’s (Italy: five digits)', async () => {
    const account = await registerUser(server, { address: undefined })
    const refused = await save(account.token, randomUUID(), {
      ...address,
      language: 'it',
      postal_code: '20A21',
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      message: 'Alcuni campi non sono validi.',
      errors: { postal_code: ['common.input_error.postal_code_format'] },
    })
    const german = { ...address, country: 'DE', city: 'Berlin', postal_code: '10115' }
    expect((await save(account.token, randomUUID(), german)).status).toBe(201)
  })

  it("answers 404 for another user's address and leaves it unchanged", async () => {
    const [owner, intruder] = [await registerUser(server), await registerUser(server)]
    const id = owner.user.address && (owner.user.address as { id: string }).id
    expect(id).toBeTruthy()
    const response = await save(intruder.token, id as string, { ...address, city: 'Hacked' })
    expect(response.status).toBe(404)
    expect((await response.json()).success).toBe(false)
    expect((await remove(intruder.token, id as string)).status).toBe(404)
    const mine = await (await server.api('/api/v1/user', { headers: bearer(owner.token) })).json()
    expect(mine.data.address.city).toBe('Milano')
  })

  it.each([
    [{ address: '' }, 'address', 'common.input_error.address'],
    [{ house_number: undefined }, 'house_number', 'common.input_error.number'],
    [{ city: 7 }, 'city', 'common.input_error.city'],
    [{ postal_code: '   ' }, 'postal_code', 'common.input_error.postal_code'],
    [{ country: 'XX' }, 'country', 'common.input_error.country'],
    [{ country: 'italy' }, 'country', 'common.input_error.country'],
    [{ address_type: 'office' }, 'address_type', 'common.input_error.address_type'],
    [{ alias: 5 }, 'alias', 'common.input_error.alias'],
    [{ additional_info: 'x'.repeat(201) }, 'additional_info', 'common.input_error.too_long'],
  ])('refuses %o', async (change, field, code) => {
    const account = await registerUser(server)
    const response = await save(
      account.token,
      randomUUID(),
      JSON.parse(JSON.stringify({ ...address, ...change })),
    )
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ [field]: [code] })
  })

  it('refuses an id that is not a UUID', async () => {
    const account = await registerUser(server)
    const response = await save(account.token, 'new', address)
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ id: ['common.input_error.address_id'] })
  })

  it('requires a Bearer token', async () => {
    const response = await server.api(`/api/v1/user/addresses/${randomUUID()}`, {
      method: 'PUT',
      json: address,
    })
    expect(response.status).toBe(401)
  })
})

describe('DELETE /user/addresses/{id}', () => {
  it('deletes the own address; a second delete is 404', async () => {
    const account = await registerUser(server)
    const id = (account.user.address as { id: string }).id
    const response = await remove(account.token, id)
    expect(response.status).toBe(200)
    expect((await response.json()).data.address).toBeNull()
    expect((await remove(account.token, id)).status).toBe(404)
  })
})
