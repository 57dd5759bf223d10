/*
 * A second Foyer API for swapSupport.spec.ts, run as its own process (`node --import tsx`; the
 * chain artifacts' JSON imports need Node's loader, not Playwright's). The stack's project and
 * convert routes over the e2e chains, but Uniswap V2 only on 31337, and a project `foyer-no-swaps`
 * whose remote `swaps` flag is off. No account routes: their history indexer would keep this process
 * busy catching up with both chains, and the Account view's actions do not need them. Prints
 * `ready <url>` once listening; stops on SIGTERM.
 */
import { convertRoutes } from '../../services/api/convert/convertRoutes'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import { localSwapAmm } from '../../devstack/chain/localSwapAmm'
import { LOCAL_ORIGIN_PATTERNS } from '../../src/origins/matchOrigin'
import { e2eUrls } from './stackPorts'

const chains = [
  { id: 31337, name: 'Foyer Local', rpcUrl: e2eUrls.chain },
  { id: 31338, name: 'Foyer Local 2', rpcUrl: e2eUrls.chain2 },
]
const projects = [
  { id: 'foyer-local', allowedOrigins: LOCAL_ORIGIN_PATTERNS },
  { id: 'foyer-no-swaps', allowedOrigins: LOCAL_ORIGIN_PATTERNS, features: { swaps: false } },
]
const api = await createApiServer({
  chains,
  domains: [projectRoutes({ projects }), convertRoutes({ chains, amms: { 31337: localSwapAmm() } })],
}).listen(0, '127.0.0.1')
process.stdout.write(`ready ${api.url}\n`)
process.on('SIGTERM', () => {
  void api.close().finally(() => process.exit(0))
})
