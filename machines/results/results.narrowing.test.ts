import { describe, expect, it } from 'vitest'
import { selectBeyond, selectCanWiden, selectCounts, selectRadiusKm, selectStatus } from './results.selectors'
import { input, pageOf, start } from './results.test-support'
import { type Narrowing, NO_NARROWING } from './results.types'

describe('results: narrowed by the filter panel, within a radius', () => {
  const diesel: Narrowing = { ...NO_NARROWING, fuel: ['diesel'] }
  const counts = {
    fuel: { diesel: 4, petrol: 2, hybrid: 0, electric: 0 },
    gearbox: { automatic: 5, manual: 1 },
    seats: { '5': 6 },
    price: { min: 120, max: 260 },
  }

  it("starts from the URL's narrowing and keeps the counts and the vehicles beyond the radius", async () => {
    const { actor, pages, answer } = start({ ...input, narrowing: diesel })
    expect(pages[0]?.input.narrowing).toEqual(diesel)
    await answer(pages[0], { ...pageOf(4), beyond: 12, counts })
    const snapshot = actor.getSnapshot()
    expect(selectCounts(snapshot)).toEqual(counts)
    expect(selectBeyond(snapshot)).toBe(12)
    expect(selectRadiusKm(snapshot)).toBe(50)
    expect(selectCanWiden(snapshot)).toBe(true)
  })

  it('a choice asks again from page 1; the same choice is no request', async () => {
    const { actor, pages, answer } = start()
    await answer(pages[0], { ...pageOf(14), counts })
    actor.send({ type: 'page.change', page: 2 })
    await answer(pages[1], pageOf(14))
    actor.send({ type: 'narrow.change', narrowing: diesel })
    expect(pages[2]?.input).toMatchObject({ page: 1, narrowing: diesel })
    actor.send({ type: 'narrow.change', narrowing: { ...diesel } })
    expect(pages).toHaveLength(3)
  })

  it('widens the radius once, from page 1, when vehicles are beyond it', async () => {
    const { actor, pages, answer } = start()
    await answer(pages[0], { ...pageOf(3), beyond: 9 })
    actor.send({ type: 'radius.widen' })
    expect(pages[1]?.input).toMatchObject({ page: 1, narrowing: { ...NO_NARROWING, wide: true } })
    await answer(pages[1], { ...pageOf(12), beyond: 0 })
    expect(selectRadiusKm(actor.getSnapshot())).toBeNull()
    expect(selectCanWiden(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'radius.widen' })
    expect(pages).toHaveLength(2)
  })

  it('shows no vehicle within the radius with the offer, instead of the other models', async () => {
    const { actor, pages, answer } = start()
    await answer(pages[0], { ...pageOf(0), beyond: 5 })
    expect(selectStatus(actor.getSnapshot())).toBe('results')
    expect(pages).toHaveLength(1)
    const narrowed = start({ ...input, narrowing: diesel })
    await narrowed.answer(narrowed.pages[0], pageOf(0))
    expect(selectStatus(narrowed.actor.getSnapshot())).toBe('results')
  })

  it('comes back to the page of a reload, or to the first when that page is gone', async () => {
    const { actor, pages, answer } = start({ ...input, page: 3 })
    expect(pages[0]?.input.page).toBe(3)
    await answer(pages[0], pageOf(14, 2))
    expect(actor.getSnapshot().context.page).toBe(3)
    const gone = start({ ...input, page: 9 })
    await gone.answer(gone.pages[0], pageOf(14, 0))
    expect(gone.pages[1]?.input.page).toBe(1)
  })
})
