// `npx tsx bench/whyInitial.ts [app]`: which modules end up in a consumer app's page-load chunks
// (the entry and what it imports statically), read from the unminified build's region comments. A
// diagnostic for an initial-JS regression; `npm run bench` measures.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildConsumer, consumerApps, type ConsumerApp } from './consumer/buildConsumer'
import { packFoyer } from './consumer/packFoyer'

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
    const regions = [...code.matchAll(/^\/\/#region (.+)$/gm)].map((match) => match[1]!.replace(/^.*node_modules\//, ''))
    if (process.env.WHY_DEBUG) console.log(code.split('\n').filter((line) => line.startsWith('//')).slice(0, 5))
    const importers = built.chunks.filter((chunk) => chunk.imports.includes(file)).map((chunk) => chunk.file)
    console.log(`\n${file} (${code.length} B) imported by ${importers.join(', ') || '(entry)'}`)
    console.log('  groups:', (byFile.get(file)?.groups ?? []).slice(0, 6).map((group) => `${group.group} ${group.renderedBytes}`).join(', '))
    for (const region of regions.filter((region) => region.startsWith('foyer/'))) console.log(`  ${region}`)
    const others = regions.filter((region) => !region.startsWith('foyer/'))
    if (others.length > 0) console.log(`  + ${others.length} others: ${others.slice(0, 8).join(', ')}`)
  }
} finally {
  await install.remove()
}
