import type { ConsumerResults } from './consumer/runConsumerBench'
import type { OptionalFeature } from './featureCost'
import type { TargetResult } from './report'

/** The Foyer apps of the packed-package bench. */
export const foyerApps = ['quickStart', 'withAuth', 'withSolana'] as const

/** One optional feature's code in one consumer app's build, and when the page loads it. */
export type FeatureFigures = {
  modules: number
  renderedBytes: number
  minifiedGzipBytes: number
  /** The chunks holding its modules. */
  chunks: string[]
  /** Those of them the page loads at load. */
  chunksAtLoad: string[]
  /** Those of them loaded on hovering and opening the modal. */
  chunksOnOpen: string[]
  /** Its modules in chunks loaded at page load (must be none). */
  modulesAtLoad: { module: string; renderedBytes: number }[]
}

/** Per Foyer app: where `feature`'s modules landed in the build and whether the page loads them. */
export function featureBundleFigures(consumer: ConsumerResults, feature: OptionalFeature): Record<(typeof foyerApps)[number], FeatureFigures> {
  const figures = (app: (typeof foyerApps)[number]): FeatureFigures => {
    const cost = consumer.builds[app].features?.[feature]
    const chunks = cost?.chunks ?? []
    const summary = consumer.summaries[app]
    const chunksAtLoad = chunks.filter((file) => summary.initialJsFiles.some((loaded) => loaded.endsWith(file)))
    return {
      modules: cost?.modules.length ?? 0,
      renderedBytes: cost?.renderedBytes ?? 0,
      minifiedGzipBytes: cost?.minifiedGzipBytes ?? 0,
      chunks,
      chunksAtLoad,
      modulesAtLoad: chunksAtLoad.flatMap((file) => cost?.byChunk[file] ?? []),
      chunksOnOpen: chunks.filter((file) => summary.openJsFiles.some((loaded) => loaded.endsWith(file))),
    }
  }
  return { quickStart: figures('quickStart'), withAuth: figures('withAuth'), withSolana: figures('withSolana') }
}

/** An optional feature must add nothing to page load: none of its modules in the JS loaded at load. */
export function checkFeatureAtLoad(label: string, apps: Record<(typeof foyerApps)[number], FeatureFigures>): TargetResult[] {
  return foyerApps.map((app) => {
    const atLoad = apps[app].modulesAtLoad
    const bytes = atLoad.reduce((sum, entry) => sum + entry.renderedBytes, 0)
    return {
      name: `${app}: ${label} code at page load (packed package)`,
      target: 'none',
      actual: atLoad.length === 0 ? 'none' : `${atLoad.length} modules, ${bytes} B rendered`,
      pass: atLoad.length === 0,
    }
  })
}

/** One line per app: the feature's weight, its chunks, what loads at page load and on opening. */
export function formatFeatureFigures(label: string, apps: Record<(typeof foyerApps)[number], FeatureFigures>): string[] {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  return foyerApps.map((app) => {
    const figures = apps[app]
    return (
      `  ${app}: ${figures.modules} ${label} modules, ${kib(figures.minifiedGzipBytes)} KiB gzip minified (${kib(figures.renderedBytes)} KiB rendered) in ${figures.chunks.join(', ') || 'no chunk'};` +
      ` at page load: ${figures.modulesAtLoad.length === 0 ? 'none' : figures.modulesAtLoad.map((entry) => `${entry.module} (${entry.renderedBytes} B rendered)`).join(', ')};` +
      ` loaded on hover+open of the modal: ${figures.chunksOnOpen.length === figures.chunks.length ? `yes, so opening the ${label} view requests no more JS` : `only ${figures.chunksOnOpen.join(', ') || 'none'}`}`
    )
  })
}
