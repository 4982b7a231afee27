/** `npm run machines:diagrams`: writes the Mermaid diagrams of every machine into machines/README.md. */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { diagramEntries } from './diagram-entries'
import { renderReadme } from './mermaid'

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run machines:diagrams

Writes the Mermaid diagram of every state machine into machines/README.md (left as it is when current).`)
  process.exit(0)
}

const readme = fileURLToPath(new URL('../README.md', import.meta.url))
const current = readFileSync(readme, 'utf8')
const next = renderReadme(current, diagramEntries)
if (next === current) {
  console.log('machines/README.md: diagrams already up to date')
} else {
  writeFileSync(readme, next)
  console.log(`machines/README.md: wrote ${diagramEntries.length} diagrams`)
}
