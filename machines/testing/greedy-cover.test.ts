import { describe, expect, it } from 'vitest'
import { greedyCover } from './greedy-cover'

type Candidate = { name: string; keys: string[]; seconds: number }
const c = (name: string, keys: string, seconds = 1): Candidate => ({ name, keys: keys.split(''), seconds })
const names = (picked: Candidate[]) => picked.map((candidate) => candidate.name)
const keys = (candidate: Candidate) => candidate.keys

describe('greedyCover', () => {
  it('picks the candidate with the most new keys until nothing new is left', () => {
    const candidates = [c('ab', 'ab'), c('abc', 'abc'), c('cd', 'cd'), c('d', 'd')]
    expect(names(greedyCover(candidates, keys))).toEqual(['abc', 'cd'])
  })

  it('keeps the earlier of two equal candidates unless told which to prefer', () => {
    const candidates = [c('long', 'ab', 5), c('short', 'ab', 2)]
    expect(names(greedyCover(candidates, keys))).toEqual(['long'])
    const shorter = (a: Candidate, b: Candidate) => a.seconds < b.seconds
    expect(names(greedyCover(candidates, keys, { prefer: shorter }))).toEqual(['short'])
  })

  it('scores new keys per cost', () => {
    const candidates = [c('slow', 'abc', 6), c('quick', 'ab', 1), c('rest', 'c', 1)]
    const cost = (candidate: Candidate) => candidate.seconds
    expect(names(greedyCover(candidates, keys, { cost }))).toEqual(['quick', 'rest'])
  })

  it('counts keys reached before for nothing, adds its picks to them, and stops at a limit', () => {
    const reached = new Set(['a'])
    const candidates = [c('a', 'a'), c('b', 'b'), c('bc', 'bc')]
    expect(names(greedyCover(candidates, keys, { reached, limit: 1 }))).toEqual(['bc'])
    expect([...reached].sort()).toEqual(['a', 'b', 'c'])
    expect(greedyCover(candidates, keys, { reached })).toEqual([])
  })
})
