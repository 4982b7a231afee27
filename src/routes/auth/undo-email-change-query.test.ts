import { describe, expect, it } from 'vitest'
import { parseUndoEmailChangeQuery } from './undo-email-change-query'

describe('the undo link query', () => {
  it('keeps a token, trimmed', () => {
    expect(parseUndoEmailChangeQuery({ token: ' abc ' })).toEqual({ token: 'abc' })
  })

  it('treats a missing, empty, too long or malformed token as absent', () => {
    for (const token of [undefined, '', '  ', 'x'.repeat(201), 42, ['a']]) {
      expect(parseUndoEmailChangeQuery({ token }).token).toBeUndefined()
    }
  })
})
