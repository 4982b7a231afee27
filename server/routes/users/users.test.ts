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

const put = (path: string, token: string, json: unknown) =>
  server.api(`/api/v1/user/preferences/${path}`, { method: 'PUT', json, headers: bearer(token) })

const basic = {
  first_name: 'Mário',
  last_name: 'Rossi',
  email: 'x@example.com',
  phone: '+39 3331234567',
  title: 'Mr',
}

describe('update-language', () => {
  it('stores the language and answers in it', async () => {
    const account = await registerUser(server)
    const response = await put('update-language', account.token, { code: 'it' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.message).toBe('I tuoi dati sono stati salvati.')
    expect(body.data.preference.language_code).toBe('it')
  })

  it.each([
    [{ code: 'de' }],
    [{ code: 1 }],
    [{}],
    [{ code: 'it', extra: true }],
  ])('refuses %o', async (json) => {
    const account = await registerUser(server)
    const response = await put('update-language', account.token, json)
    expect(response.status).toBe(400)
    const errors = (await response.json()).errors
    expect(Object.values(errors).flat()).toEqual([
      'extra' in json ? 'common.input_error.unknown_field' : 'common.input_error.language',
    ])
  })
})

describe('update-communication-settings', () => {
  it('stores the four channels', async () => {
    const account = await registerUser(server)
    const settings = {
      contact_by_email: true,
      contact_by_sms: false,
      contact_by_phone: true,
      contact_by_post: false,
    }
    const response = await put('update-communication-settings', account.token, settings)
    expect(response.status).toBe(200)
    expect((await response.json()).data.preference).toMatchObject(settings)
  })

  it('refuses a missing or non-boolean channel', async () => {
    const account = await registerUser(server)
    const response = await put('update-communication-settings', account.token, {
      contact_by_email: 'yes',
      contact_by_sms: false,
      contact_by_phone: true,
    })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({
      contact_by_email: ['common.input_error.boolean'],
      contact_by_post: ['common.input_error.boolean'],
    })
  })
})

describe('update-basic-information', () => {
  it('stores title, names, email and phone', async () => {
    const account = await registerUser(server)
    const email = `NEW-${account.email}`
    const response = await put('update-basic-information', account.token, {
      ...basic,
      email,
      title: 'Ms',
      current_password: account.password,
    })
    expect(response.status).toBe(200)
    const user = (await response.json()).data
    expect(user).toMatchObject({
      title: 'Ms',
      first_name: 'Mário',
      last_name: 'Rossi',
      email: email.toLowerCase(),
    })
    expect(user.preference.contact_phone).toBe('+39 3331234567')
  })

  it('saves without a title for a customer who never chose one (registration does not ask it)', async () => {
    const account = await registerUser(server)
    const { title: _chosen, ...withoutTitle } = basic
    for (const body of [withoutTitle, { ...withoutTitle, title: null }]) {
      const response = await put('update-basic-information', account.token, { ...body, email: account.email })
      expect(response.status).toBe(200)
      expect((await response.json()).data).toMatchObject({ title: null, first_name: 'Mário' })
    }
  })

  it('refuses an email another account uses', async () => {
    const [a, b] = [await registerUser(server), await registerUser(server)]
    const response = await put('update-basic-information', a.token, {
      ...basic,
      email: b.email,
      current_password: a.password,
    })
    expect(response.status).toBe(409)
    expect((await response.json()).errors).toEqual({ email: ['common.input_error.email_taken'] })
  })

  it.each([
    [{ phone: '3331234567' }, 'phone', 'common.input_error.phone'],
    [{ phone: '+39 333123456' }, 'phone', 'common.input_error.phone'],
    [{ phone: '+3901 3331234567' }, 'phone', 'common.input_error.phone'],
    [{ title: 'Dr' }, 'title', 'common.input_error.title'],
    [{ first_name: '   ' }, 'first_name', 'common.input_error.first_name'],
    [{ last_name: '' }, 'last_name', 'common.input_error.last_name'],
    [{ email: 'not-an-email' }, 'email', 'common.input_error.email_error'],
    [{ first_name: 'x'.repeat(101) }, 'first_name', 'common.input_error.too_long'],
  ])('refuses %o', async (change, field, code) => {
    const account = await registerUser(server)
    const response = await put('update-basic-information', account.token, {
      ...basic,
      email: account.email,
      ...change,
    })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ [field]: [code] })
  })

  it('accepts a phone without the space and refuses one with too few digits', async () => {
    const account = await registerUser(server)
    const response = await put('update-basic-information', account.token, {
      ...basic,
      email: account.email,
      phone: '+1234567890',
    })
    expect(response.status).toBe(400)
    const ok = await put('update-basic-information', account.token, {
      ...basic,
      email: account.email,
      phone: '+443331234567',
    })
    expect(ok.status).toBe(200)
  })

  it('stores SQL metacharacters as plain text', async () => {
    const account = await registerUser(server)
    const sneaky = `Robert'); DROP TABLE users;--`
    const response = await put('update-basic-information', account.token, {
      ...basic,
      email: account.email,
      last_name: sneaky,
    })
    expect(response.status).toBe(200)
    const me = await (await server.api('/api/v1/user', { headers: bearer(account.token) })).json()
    expect(me.data.last_name).toBe(sneaky)
  })
})

describe('update-contact-phone (a checkout saving its details)', () => {
  it('stores the phone alone, keeping names and email; a German or French mobile is accepted', async () => {
    const account = await registerUser(server)
    for (const phone of ['+49 15123456789', '+33 612345678', '+39 3331234567']) {
      const response = await put('update-contact-phone', account.token, { phone })
      expect(response.status).toBe(200)
      const user = (await response.json()).data
      expect(user.preference.contact_phone).toBe(phone)
      expect(user).toMatchObject({ email: account.email, first_name: account.user.first_name })
    }
  })

  it.each([
    ['+39 333123456', 'common.input_error.phone'],
    ['+49 0000', 'common.input_error.phone_international'],
    ['3331234567', 'common.input_error.phone'],
  ])('refuses %s with %s, in the asked language', async (phone, code) => {
    const account = await registerUser(server)
    const response = await server.api('/api/v1/user/preferences/update-contact-phone', {
      method: 'PUT',
      json: { phone },
      headers: { ...bearer(account.token), 'Accept-Language': 'it' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      message: 'Alcuni campi non sono validi.',
      errors: { phone: [code] },
    })
  })
})

describe('GET /user', () => {
  it('shows each user only their own data', async () => {
    const [a, b] = [await registerUser(server), await registerUser(server)]
    const meA = await (await server.api('/api/v1/user', { headers: bearer(a.token) })).json()
    const meB = await (await server.api('/api/v1/user', { headers: bearer(b.token) })).json()
    expect(meA.data.email).toBe(a.email)
    expect(meB.data.email).toBe(b.email)
  })
})
