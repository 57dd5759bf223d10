import { BUILT_MODULE_MAP_PATH } from '../../devstack/stack/startDemo'
import { demoIsBuilt, e2eUrls } from './stackPorts'

let moduleMap: Promise<Record<string, string[]>> | undefined

/**
 * Of the URLs a page requested, those that carried code from source files whose repository path
 * matches `sources` (e.g. `/^components\/views\/Swap\//`). On Vite's dev server each source file is
 * its own request; a built demo bundles them, so its module map says which files hold them.
 */
export async function codeRequests(requests: readonly string[], sources: RegExp): Promise<string[]> {
  const local = requests.map((url) => new URL(url)).filter((url) => url.origin === e2eUrls.demo)
  if (!demoIsBuilt)
    return local
      .filter((url) => sources.test(url.pathname.replace(/^\/(@fs)?\/?/, '').replace(/^.*?\/(components|src|hooks|connectors|entries|demo)\//, '$1/')))
      .map(String)
  moduleMap ??= fetch(`${e2eUrls.demo}${BUILT_MODULE_MAP_PATH}`).then(async (response) => {
    if (!response.ok) throw new Error(`the built demo's module map answered ${response.status}`)
    return (await response.json()) as Record<string, string[]>
  })
  const map = await moduleMap
  const files = new Set(
    Object.entries(map)
      .filter(([, modules]) => modules.some((path) => sources.test(path)))
      .map(([file]) => `/${file}`),
  )
  if (files.size === 0) throw new Error(`no file of the built demo holds code from ${sources}`)
  return local.filter((url) => files.has(url.pathname)).map(String)
}
