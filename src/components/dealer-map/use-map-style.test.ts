import { describe, expect, it } from 'vitest'
import { styleFor } from './use-map-style'

describe('the map style for the theme', () => {
  it('draws the shipped base map dark in Jaguar’s theme and light in Land Rover’s', () => {
    expect(styleFor('/map/style.json', 'jaguar')).toBe('/map/style-dark.json')
    expect(styleFor('/map/style.json', 'land-rover')).toBe('/map/style.json')
  })

  it('fills an operator’s {theme} with light or dark, and leaves any other style as it is', () => {
    const hosted = 'https://maps.example.com/styles/{theme}.json'
    expect(styleFor(hosted, 'jaguar')).toBe('https://maps.example.com/styles/dark.json')
    expect(styleFor(hosted, 'land-rover')).toBe('https://maps.example.com/styles/light.json')
    expect(styleFor('https://maps.example.com/style.json', 'jaguar')).toBe(
      'https://maps.example.com/style.json',
    )
  })
})
