import { describe, expect, it } from 'vitest'
import { notProvided } from './not-provided'

describe('notProvided', () => {
  it('rejects with the name of the actor the app left out', async () => {
    await expect(notProvided('saveAddress')()).rejects.toThrow('saveAddress not provided')
  })
})
