import { describe, expect, it } from 'vitest'
import { preparedStatements } from './prepared-statements'

describe('prepared statements', () => {
  const named = (text: string) => {
    const prepare = preparedStatements()
    const config = prepare(text, [1])
    return typeof config === 'object' && 'name' in config
  }

  it('prepares a statement with parameters under one name a text', () => {
    const prepare = preparedStatements()
    const first = prepare('SELECT id FROM users WHERE id = $1', [1])
    const again = prepare('SELECT id FROM users WHERE id = $1', [2])
    const other = prepare('SELECT id FROM holds WHERE id = $1', [1])
    expect(first).toMatchObject({ name: 'altura_0', values: [1] })
    expect(again).toMatchObject({ name: 'altura_0', values: [2] })
    expect(other).toMatchObject({ name: 'altura_1' })
    expect(prepare('SELECT 1', undefined)).toBe('SELECT 1')
  })

  it("leaves a statement that answers a table's every column unprepared", () => {
    expect(named('SELECT * FROM users WHERE id = $1')).toBe(false)
    expect(named('SELECT b.* FROM bookings b WHERE b.id = $1')).toBe(false)
    expect(named('SELECT b.id, h.* FROM bookings b JOIN holds h ON h.id = b.hold_id WHERE b.id = $1')).toBe(
      false,
    )
    expect(named('UPDATE holds SET released_at = $1 RETURNING *')).toBe(false)
    expect(named('SELECT count(*) FROM holds WHERE plate = $1')).toBe(true)
  })

  it("prepares the catalogue's statements over its `free` CTE, whose columns are named", () => {
    expect(
      named('WITH free AS (SELECT v.license_plate FROM vehicles v WHERE v.x = $1) SELECT free.* FROM free'),
    ).toBe(true)
    expect(
      named(
        'WITH free AS (SELECT v.license_plate FROM vehicles v WHERE v.x = $1) SELECT free.*, h.* FROM free, holds h',
      ),
    ).toBe(false)
  })
})
