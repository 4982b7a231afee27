import { describe, expect, it } from 'vitest'
import { formatDrawingHints, readDrawingHints } from './drawing-hints'

describe('the drawing cookie', () => {
  it.each([
    [{ signedIn: false }, ''],
    [{ language: 'en' as const, signedIn: false }, 'en'],
    [{ language: 'it' as const, signedIn: true }, 'it.signed-in'],
    [{ signedIn: true }, 'signed-in'],
  ])('says %j as %j and reads it back', (hints, value) => {
    expect(formatDrawingHints(hints)).toBe(value)
    expect(readDrawingHints(`a=1; altura_drawing=${value}; b=2`)).toEqual(hints)
  })

  it.each([
    '',
    'altura_drawing=fr',
    'altura_drawing=en.admin',
    'altura_drawing=en.signed-in.signed-in',
    'altura_drawing=signed-in.en',
    'altura_drawing=%3Cscript%3E',
    'other_altura_drawing=en',
  ])('reads %j as a first visit', (cookies) => {
    expect(readDrawingHints(cookies)).toEqual({ signedIn: false })
  })
})
