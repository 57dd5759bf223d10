// `npx tsx bench/whyInitial.ts [app]`: which of Foyer's modules (rendered bytes) and which packages
// end up in a consumer app's page-load chunks (the entry and what it imports statically), built from
// the packed package. A diagnostic for an initial-JS regression; `npm run bench` measures.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildConsumer, consumerApps, type ConsumerApp } from './consumer/buildConsumer'
import { packFoyer } from '../test/consumers/packFoyer'

process.env.BENCH_FOYER_MODULES = '1'
const app = (process.argv[2] ?? 'quickStart') as ConsumerApp
if (!consumerApps.includes(app)) throw new Error(`app must be one of ${consumerApps.join(', ')}`)
const install = await packFoyer()
try {
  const built = await buildConsumer(install, app, { apiUrl: 'http://127.0.0.1:9', frameUrl: 'http://127.0.0.1:9' }, { minify: false })
  const byFile = new Map(built.chunks.map((chunk) => [chunk.file, chunk]))
  const initial = new Set<string>()
  const visit = (file: string) => {
    if (initial.has(file)) return
    initial.add(file)
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported)
  }
  for (const chunk of built.chunks) if (chunk.isEntry) visit(chunk.file)
  for (const file of initial) {
    const code = readFileSync(join(built.outDir, file), 'utf8')
    const importers = built.chunks.filter((chunk) => chunk.imports.includes(file)).map((chunk) => chunk.file)
    console.log(`\n${file} (${code.length} B) imported by ${importers.join(', ') || '(entry)'}`)
    const groups = byFile.get(file)?.groups ?? []
    for (const group of groups.filter((group) => group.group.startsWith('foyer/'))) console.log(`  ${group.group} ${group.renderedBytes}`)
    const others = groups.filter((group) => !group.group.startsWith('foyer/'))
    console.log(`  + ${others.map((group) => `${group.group} ${group.renderedBytes}`).join(', ')}`)
  }
} finally {
  await install.remove()
}
