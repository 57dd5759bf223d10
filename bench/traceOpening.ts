// `npx tsx bench/traceOpening.ts [app] [runs] [--profile] [--timeline] [--returning] [--sources=DIR] [--save=DIR]`: where the time of a cold click on "Connect Wallet"
// goes, in a consumer app built from the packed package. Packs Foyer (its prepack build included),
// builds the app against the bench's own API, then for each cold visit prints, from the click: every
// request started after it (the modal's chunks, the registry) with its start and end, the long
// animation frames with the scripts that ran in them, the `performance.mark`s the page set (put them
// in a build under diagnosis, e.g. with --sources), and when the dialog and its wallet list showed.
// With --profile the app is built unminified and each visit's CPU profile, from the click until the
// list shows, is summed by function (self time, top 25).
// With --timeline the browser's trace prints every main-thread task from the click until the list
// shows, with what took its time (script evaluation, compile, style, layout, paint).
// A diagnostic to read, not a measurement with targets: `npm run bench` gives those.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test'
import { persistedRegistryAnswer } from './measure'
import { printTimeline } from './printTimeline'
import { startBenchServices } from './benchServices'
import { buildConsumer, consumerApps, type ConsumerApp } from './consumer/buildConsumer'
import { packFoyer } from '../test/consumers/packFoyer'
import { startStaticServer } from './staticServer'
import { connectButtonName } from './connectButtonName'

type Trace = {
  clickAt: number
  /** When the probe's capture listener saw the click (its dispatch). */
  listenerAt: number
  visibleAt: number
  /** The first frame with the full dialog (not the page's light shell). */
  fullAt: number
  listAt: number
  resources: { name: string; start: number; end: number }[]
  /** Marks the page set after the click (`performance.mark` in a build being diagnosed). */
  marks: { name: string; at: number }[]
  frames: { start: number; duration: number; blocking: number; scripts: { source: string; duration: number }[] }[]
  timeline?: unknown
}

// Runs in the page before the click (a string: tsx's `__name` helper does not exist there).
const probe = `
window.__trace = new Promise((resolve) => {
  const frames = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) frames.push(entry)
  }).observe({ type: 'long-animation-frame', buffered: false })
  document.addEventListener('click', (event) => {
    const clickAt = event.timeStamp
    const listenerAt = performance.now()
    const found = {}
    const settle = (key) => {
      if (found[key] !== undefined) return
      found[key] = null
      requestAnimationFrame(() => {
        found[key] = performance.now()
        if (found.visibleAt && found.listAt) setTimeout(() => resolve({
          clickAt,
          listenerAt,
          visibleAt: found.visibleAt,
          fullAt: found.fullAt,
          listAt: found.listAt,
          marks: performance.getEntriesByType('mark').filter((entry) => entry.startTime >= clickAt).map((entry) => ({ name: entry.name, at: entry.startTime })),
          resources: performance.getEntriesByType('resource').filter((entry) => entry.startTime >= clickAt - 30)
            .map((entry) => ({ name: entry.name.replace(/^https?:\\/\\/[^/]+/, ''), start: entry.startTime, end: entry.responseEnd })),
          frames: frames.filter((frame) => frame.startTime + frame.duration >= clickAt).map((frame) => ({
            start: frame.startTime, duration: frame.duration, blocking: frame.blockingDuration,
            scripts: frame.scripts.map((script) => ({ source: (script.invoker || '') + ' ' + (script.sourceURL || '').replace(/^.*\\//, ''), duration: script.duration })),
          })),
        }), window.__traceSettleMs ?? 300)
      })
    }
    const check = () => {
      if (document.querySelector('[role="dialog"]')) settle('visibleAt')
      if (document.querySelector('[role="dialog"]:not([data-foyer-shell])')) settle('fullAt')
      if (document.querySelector('[role="dialog"] ul:not([aria-busy="true"]) > li > button')) settle('listAt')
      return found.visibleAt !== undefined && found.listAt !== undefined
    }
    if (check()) return
    const observer = new MutationObserver(() => { if (check()) observer.disconnect() })
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] })
  }, { capture: true, once: true })
})
undefined
`

function print(trace: Trace) {
  const at = (time: number) => `${(time - trace.clickAt).toFixed(1).padStart(6)} ms`
  console.log(`  dialog ${at(trace.visibleAt)}, full dialog ${trace.fullAt ? at(trace.fullAt) : '-'}, wallet list ${at(trace.listAt)}`)
  for (const mark of trace.marks) console.log(`  mark    ${at(mark.at)}  ${mark.name}`)
  for (const resource of trace.resources) console.log(`  request ${at(resource.start)} -> ${at(resource.end)}  ${resource.name.slice(0, 90)}`)
  for (const frame of trace.frames) {
    const scripts = frame.scripts.map((script) => `${script.source.trim().slice(0, 60)} ${script.duration.toFixed(0)}`).join('; ')
    console.log(`  long frame ${at(frame.start)} for ${frame.duration.toFixed(1)} ms: ${scripts}`)
  }
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

// `--window=A-B`: only samples between A and B ms after the profile started (just before the click).
const windowArg = process.argv
  .find((arg) => arg.startsWith('--window='))
  ?.slice('--window='.length)
  .split('-')
  .map(Number)

function printProfile(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const keyOf = (node: ProfileNode | undefined) =>
    node ? `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\//, '')}:${node.callFrame.lineNumber + 1}` : '?'
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  // The window counts from the first sample inside React's click dispatch.
  const inClick = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if (/dispatchDiscreteEvent/.test(byId.get(at)?.callFrame.functionName ?? '')) return true
    return false
  }
  let total0 = 0
  let anchor: number | undefined
  profile.samples.forEach((id, index) => {
    total0 += (profile.timeDeltas[index] ?? 0) / 1000
    if (anchor === undefined && inClick(id)) anchor = total0
  })
  let elapsed = -(anchor ?? 0)
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index] ?? 0) / 1000
    elapsed += delta
    if (windowArg && (elapsed < (windowArg[0] ?? 0) || elapsed > (windowArg[1] ?? Infinity))) return
    const key = keyOf(byId.get(id))
    self.set(key, (self.get(key) ?? 0) + delta)
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const ancestor = keyOf(byId.get(at))
      if (seen.has(ancestor)) continue
      seen.add(ancestor)
      inclusive.set(ancestor, (inclusive.get(ancestor) ?? 0) + delta)
    }
  })
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0)
  console.log(`  profile: ${total.toFixed(1)} ms sampled${windowArg ? ` in ${windowArg.join('-')} ms` : ''}`)
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    self ${ms.toFixed(1).padStart(6)} ms  ${key}`)
  for (const [key, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`    total ${ms.toFixed(1).padStart(6)} ms  ${key}`)
}

async function visit(page: Page, origin: string, cdp: CDPSession | undefined, tracing: Browser | undefined, reload = false): Promise<Trace> {
  if (reload) await page.reload({ waitUntil: 'load' })
  else await page.goto(`${origin}/`, { waitUntil: 'load' })
  await page.waitForTimeout(1000)
  await page.evaluate(probe)
  // Profiling stops when the list shows; without a profile, 300 ms more lets the images' requests in.
  await page.evaluate(`window.__traceSettleMs = ${cdp ? 0 : 300}`)
  if (cdp) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
  }
  if (tracing)
    await tracing.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] })
  await page.getByRole('button', { name: connectButtonName }).click()
  const trace = (await page.evaluate(() => (window as Window & { __trace?: Promise<Trace> }).__trace)) as Trace
  if (cdp) {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
    printProfile(profile)
    if (saveDir) await writeFile(join(saveDir, `profile-${Date.now()}.cpuprofile`), JSON.stringify(profile))
  }
  if (tracing) {
    const json = (await tracing.stopTracing()).toString('utf8')
    trace.timeline = JSON.parse(json)
    if (saveDir) await writeFile(join(saveDir, `trace-${Date.now()}.json`), json)
  }
  return trace
}

const app = (process.argv[2] ?? 'quickStart') as ConsumerApp
if (!consumerApps.includes(app)) throw new Error(`app must be one of ${consumerApps.join(', ')}`)
const runs = Number(process.argv[3] ?? 5)
const profile = process.argv.includes('--profile')
const timeline = process.argv.includes('--timeline')
// `--returning`: after each cold visit, a returning one (same browser, the registry's answer stored).
const returning = process.argv.includes('--returning')
// `--save=DIR`: also write each visit's CPU profile and browser trace there (for DevTools or a script).
const saveDir = process.argv.find((arg) => arg.startsWith('--save='))?.slice('--save='.length)
if (saveDir) await mkdir(saveDir, { recursive: true })
const services = await startBenchServices()
// `--sources=DIR`: pack another copy of the sources (e.g. a `git archive` of a commit) instead of this one.
const sourceDir = process.argv.find((arg) => arg.startsWith('--sources='))?.slice('--sources='.length)
const install = await packFoyer(sourceDir ? { sourceDir } : {})
const built = await buildConsumer(install, app, { apiUrl: services.apiUrl, frameUrl: 'http://127.0.0.1:9/' }, { minify: !profile })
const server = await startStaticServer(built.outDir)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext()
    const page = await context.newPage()
    console.log(`${app} cold visit ${run + 1}:`)
    const trace = await visit(page, server.origin, profile ? await context.newCDPSession(page) : undefined, timeline ? browser : undefined)
    print(trace)
    if (timeline && trace.timeline) printTimeline(trace.timeline, trace.listenerAt - trace.clickAt)
    if (returning) {
      // The returning visit: the same browser (its cache and the kit's store) once the registry's answer is stored.
      await page.waitForFunction(persistedRegistryAnswer, undefined, { timeout: 3000, polling: 100 })
      console.log(`${app} returning visit ${run + 1}:`)
      const again = await visit(page, server.origin, profile ? await context.newCDPSession(page) : undefined, timeline ? browser : undefined, true)
      print(again)
      if (timeline && again.timeline) printTimeline(again.timeline, again.listenerAt - again.clickAt)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
  await services.close()
  await install.remove()
}
