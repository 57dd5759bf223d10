/**
 * The README's cost figures are the bench's: every KiB and ms figure in the paragraph that quotes
 * `npm run bench` is one of the measurements in bench/results.json (the packed package's summaries),
 * written as the bench's report rounds it, so a new bench run with a README left behind fails here.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

const root = join(import.meta.dirname, '..', '..')

const summary = z.object({ median: z.number() })
const page = z.object({
  initialJsGzip: summary,
  loadRequests: summary,
  externalRequests: summary,
  openJsGzip: summary,
  clickToVisibleColdMs: summary,
  clickToWalletListColdMs: summary,
})
const benchResults = z.object({
  packed: z.object({ summaries: z.object({ bare: page, quickStart: page, withAuth: page }) }),
})
type BenchResults = z.infer<typeof benchResults>

// The bench's report rounds to one decimal (bench/report.ts).
const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => value.toFixed(1)

/** A figure the README states: where it is (the first capture group) and what the bench measured. */
type Claim = { what: string; pattern: RegExp; measured: (results: BenchResults) => string }

const claims: Claim[] = [
  {
    what: 'initial JS the quick start adds',
    pattern: /adds (\d+(?:\.\d+)?) KiB gzip of JS to the first load/,
    measured: ({ packed: { summaries: s } }) => kib(s.quickStart.initialJsGzip.median - s.bare.initialJsGzip.median),
  },
  {
    what: 'initial JS with authConnector()',
    pattern: /\((\d+(?:\.\d+)?) KiB with `authConnector\(\)`\)/,
    measured: ({ packed: { summaries: s } }) => kib(s.withAuth.initialJsGzip.median - s.bare.initialJsGzip.median),
  },
  {
    what: 'requests at load',
    pattern: /(no) request\s+and no external request at load/,
    measured: ({ packed: { summaries: s } }) => {
      const pages = [s.quickStart, s.withAuth]
      const none = pages.every((p) => p.loadRequests.median === s.bare.loadRequests.median && p.externalRequests.median === 0)
      return none ? 'no' : 'some'
    },
  },
  {
    what: "the modal's code, on hover or open",
    pattern: /the modal's code\s+\((\d+(?:\.\d+)?) KiB gzip/,
    measured: ({ packed: { summaries: s } }) => kib(s.quickStart.openJsGzip.median),
  },
  {
    what: 'click to dialog, cold',
    pattern: /shows the dialog in (\d+(?:\.\d+)?) ms/,
    measured: ({ packed: { summaries: s } }) => ms(s.quickStart.clickToVisibleColdMs.median),
  },
  {
    what: 'click to wallet list, cold',
    pattern: /its wallet list in (\d+(?:\.\d+)?) ms/,
    measured: ({ packed: { summaries: s } }) => ms(s.quickStart.clickToWalletListColdMs.median),
  },
]

/** The README's paragraph that quotes the bench's figures. */
function benchParagraph(readme: string): string {
  const paragraphs = readme.split(/\n\s*\n/).filter((paragraph) => paragraph.includes('Measured by `npm run bench`'))
  if (paragraphs.length !== 1) throw new Error(`expected one README paragraph quoting \`npm run bench\`, found ${paragraphs.length}`)
  return paragraphs[0] ?? ''
}

/** Each claim's figure as the paragraph states it and as the bench measured it, and figures no claim covers. */
function compareFigures(paragraph: string, results: BenchResults) {
  const covered: Array<[number, number]> = []
  const figures = claims.map((claim) => {
    const match = claim.pattern.exec(paragraph)
    if (match) covered.push([match.index, match.index + match[0].length])
    return { what: claim.what, readme: match?.[1], bench: claim.measured(results) }
  })
  const uncovered = [...paragraph.matchAll(/\d+(?:\.\d+)?\s*(?:KiB|ms)\b/g)]
    .filter((figure) => !covered.some(([start, end]) => figure.index >= start && figure.index < end))
    .map((figure) => figure[0])
  return { figures, uncovered }
}

const readme = readFileSync(join(root, 'README.md'), 'utf8')
const results = benchResults.parse(JSON.parse(readFileSync(join(root, 'bench/results.json'), 'utf8')))

describe("README's bench figures", () => {
  it('match bench/results.json', () => {
    const { figures, uncovered } = compareFigures(benchParagraph(readme), results)
    for (const figure of figures) expect(figure.readme, figure.what).toBe(figure.bench)
    // A KiB or ms figure that no claim reads would go stale unnoticed.
    expect(uncovered).toEqual([])
  })

  it('catches a stale figure, a figure it does not know, and requests that appeared', () => {
    const paragraph = benchParagraph(readme)
    const stale = compareFigures(paragraph.replace(/adds [\d.]+ KiB/, 'adds 9.9 KiB'), results)
    expect(stale.figures.find((figure) => figure.what === 'initial JS the quick start adds')?.readme).toBe('9.9')
    expect(stale.figures.find((figure) => figure.what === 'initial JS the quick start adds')?.bench).not.toBe('9.9')
    expect(compareFigures(`${paragraph} The list renders in 3.0 ms.`, results).uncovered).toEqual(['3.0 ms'])
    const withRequest = structuredClone(results)
    withRequest.packed.summaries.withAuth.loadRequests.median += 1
    expect(compareFigures(paragraph, withRequest).figures.find((figure) => figure.what === 'requests at load')?.bench).toBe('some')
  })
})
