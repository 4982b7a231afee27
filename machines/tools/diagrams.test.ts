import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { diagramEntries } from './diagram-entries'
import { renderReadme, toMermaid } from './mermaid'

describe('machines/README.md diagrams', () => {
  it('match the machine definitions (run npm run machines:diagrams)', () => {
    const current = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8')
    expect(
      renderReadme(current, diagramEntries) === current,
      'diagrams out of date: run npm run machines:diagrams',
    ).toBe(true)
  })

  it('draw every state and every transition with its event and guard', () => {
    const diagram = toMermaid(diagramEntries[0]?.machine ?? (undefined as never))
    expect(diagram).toContain('state "inFlow / tab2" as inFlow_tab2')
    expect(diagram).toContain('inFlow_tab2 --> inFlow_tab1 : tab.select [isTab tab1]')
    expect(diagram).toContain('inFlow_tab3 --> inFlow_tab4 : hold.granted')
    const hold = toMermaid(diagramEntries[1]?.machine ?? (undefined as never))
    expect(hold).toContain('locking --> held_waiting : done lockRequest [answered]')
  })
})
