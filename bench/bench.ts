// `npm run bench`: first what users install (the packed package in two consumer apps next to the
// same app without Foyer), then the source-built demo and its kit-less reference page and the full
// modal, all in headless Chromium. Writes bench/results.json. Missed targets are reported, not
// failed: the exit code is 0 unless the bench breaks. BENCH_SOURCE=0 skips the source-built part,
// BENCH_PACKED=0 the packed-package part. With the packed part come the swap figures: the swap
// modules' weight and where they load, and the convert API's quote latency on a local anvil.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../test/chromium'
import { benchRegistrySize, startBenchServices } from './benchServices'
import { formatConsumerTable } from './consumer/reportConsumer'
import { runConsumerBench, type ConsumerResults } from './consumer/runConsumerBench'
import { formatTargets } from './report'
import { printSourceResults, runSourceBench, type SourceResults } from './sourceBench'
import { checkFeatureAtLoad, featureBundleFigures, formatFeatureFigures } from './featureFigures'
import { checkSwapTargets, formatSwapReport, measureQuoteLatency, swapBundleFigures, type SwapBenchResults } from './swapBench'

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 7))
const withSource = process.env.BENCH_SOURCE !== '0'
const withPacked = process.env.BENCH_PACKED !== '0'
const resultsPath = fileURLToPath(new URL('results.json', import.meta.url))

async function main(): Promise<void> {
  const started = performance.now()
  // The API (1,000-wallet registry) and a WalletConnect relay, before the builds: the apps take
  // their URLs at build time. The pages without Foyer talk to neither.
  const services = await startBenchServices()
  console.log(`API ${services.apiUrl} (${benchRegistrySize} wallets), relay ${services.relayUrl}`)
  const { executablePath, args } = chromiumLaunchOptions('chromium')
  const browser = await chromium.launch({ executablePath, args, headless: true })
  const chromiumVersion = browser.version()
  let consumer: ConsumerResults | undefined
  let source: SourceResults | undefined
  let swaps: SwapBenchResults | undefined
  try {
    if (withPacked) consumer = await runConsumerBench(browser, services, runs)
    if (withSource) source = await runSourceBench(browser, services, runs)
  } finally {
    await browser.close()
    await services.close()
  }
  // After the browser work, so the anvil and the API it quotes from do not load the pages' samples.
  let quoteError: string | undefined
  if (consumer) {
    try {
      swaps = { apps: swapBundleFigures(consumer), quotes: await measureQuoteLatency() }
    } catch (error) {
      // The page figures are worth writing even when the quote bench breaks.
      quoteError = `swap quote bench: ${error instanceof Error ? error.message : String(error)}`
    }
  }

  // The on-ramp and sign-in with the wallet, like swaps, must load nothing with the page.
  // Solana: the EVM-only apps must carry none of its code (module count 0 in the report), and
  // withSolana none at load.
  const features = consumer
    ? { onramp: featureBundleFigures(consumer, 'onramp'), siwx: featureBundleFigures(consumer, 'siwx'), solana: featureBundleFigures(consumer, 'solana') }
    : undefined
  const featureTargets = features
    ? [...checkFeatureAtLoad('on-ramp', features.onramp), ...checkFeatureAtLoad('SIWX', features.siwx), ...checkFeatureAtLoad('Solana', features.solana)]
    : []
  const targets = [...(consumer?.targets ?? []), ...(swaps ? checkSwapTargets(swaps) : []), ...featureTargets, ...(source?.targets ?? [])]
  const errors = [
    ...new Set([
      ...(consumer?.errors ?? []),
      ...(source?.errors ?? []),
      ...services.apiErrors.map((error) => `API: ${error}`),
      ...(quoteError ? [quoteError] : []),
    ]),
  ]
  const results = {
    date: new Date().toISOString(),
    chromium: { version: chromiumVersion, executablePath: executablePath ?? 'playwright bundled' },
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    runs,
    durationMs: Math.round(performance.now() - started),
    targets,
    packed: consumer ?? null,
    source: source ?? null,
    swaps: swaps ?? null,
    features: features ?? null,
    errors,
  }
  await writeFile(resultsPath, `${JSON.stringify(results, null, 2)}\n`)

  if (source) {
    console.log('')
    printSourceResults(source, runs)
  }
  if (consumer) {
    console.log('')
    console.log(formatConsumerTable(consumer.summaries, runs))
    for (const [app, summary] of Object.entries(consumer.summaries)) console.log(`${app} initial JS: ${summary.initialJsFiles.join(', ')}`)
  }
  if (swaps) console.log(`\n${formatSwapReport(swaps)}`)
  if (features) {
    console.log(['', 'On-ramp (packed package):', ...formatFeatureFigures('on-ramp', features.onramp)].join('\n'))
    console.log(['', 'SIWX (packed package; the demo-like apps do not set siwx):', ...formatFeatureFigures('SIWX', features.siwx)].join('\n'))
    console.log(
      [
        '',
        'Solana (packed package; quickStart and withAuth are EVM only, so: 0 modules; withSolana must load it only on open):',
        ...formatFeatureFigures('Solana', features.solana),
      ].join('\n'),
    )
  }
  if (errors.length > 0) console.log(`\nerrors seen in the pages (samples may be suspect):\n  ${errors.slice(0, 10).join('\n  ')}`)
  console.log('')
  if (consumer) console.log(formatTargets([...consumer.targets, ...(swaps ? checkSwapTargets(swaps) : []), ...featureTargets]))
  console.log(`\nwrote ${resultsPath} in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

await main()
