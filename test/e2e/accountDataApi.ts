/*
 * A second Foyer API for accountData.spec.ts, run as its own process (`node --import tsx`), so the
 * test can stop it and start it again without touching the stack's API. It serves the same routes
 * over the e2e chains: `node --import tsx test/e2e/accountDataApi.ts <port>` prints `ready <url>`
 * once listening and stops on SIGTERM.
 */
import { accountRoutes } from '../../services/api/account/accountRoutes'
import { localTokens } from '../../devstack/chain/testToken'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import { USDC_ADDRESS } from '../../devstack/chain/addresses'
import { e2eUrls } from './stackPorts'

const chains = [
  // From block 0, as the development stack's API: the flows' earlier transactions are in Activity.
  { id: 31337, name: 'Foyer Local', rpcUrl: e2eUrls.chain, historyStartBlock: 0 },
  { id: 31338, name: 'Foyer Local 2', rpcUrl: e2eUrls.chain2, historyStartBlock: 0 },
]
const api = await createApiServer({
  chains,
  domains: [projectRoutes(), accountRoutes({ chains, tokens: localTokens(USDC_ADDRESS) })],
}).listen(Number(process.argv[2] ?? 0))
process.stdout.write(`ready ${api.url}\n`)
process.on('SIGTERM', () => {
  void api.close().finally(() => process.exit(0))
})
