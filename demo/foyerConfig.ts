import { createFoyerConfig, solanaLocalnet } from 'foyer-kit'
import { solana as solanaNamespace } from 'foyer-kit/solana'
import { readAuthDemoOptions } from './authDemoOptions'
import { apiUrl, foyerLocal } from './chains'
import { demoNamespaces } from './demoNamespaces'
import { readDemoOptions } from './demoOptions'

const demoOptions = readDemoOptions()

// `?solana=1` turns the Solana namespace on against the stack's local Solana runtime
// (`solanaLocalnet` names it by the runtime's genesis-hash prefix, as the API's indexer does). Off by
// default so the EVM-only demo stays as it was.
const solanaUrl: string = import.meta.env.VITE_FOYER_SOLANA_URL ?? 'http://127.0.0.1:8899'
const solana =
  new URLSearchParams(location.search).get('solana') === '1'
    ? solanaNamespace({ networks: [solanaLocalnet({ rpcUrl: solanaUrl, name: 'Solana Localnet' })] })
    : undefined

/**
 * The demo's one Foyer configuration, read by `FoyerProvider` and `authConnector()`: the local
 * stack's services, stated explicitly so a production build of the demo works the same.
 */
export const foyerConfig = createFoyerConfig({
  // A build for another deployment names its project (`VITE_FOYER_PROJECT_ID`), e.g. the production e2e suite's.
  projectId: demoOptions.projectId ?? import.meta.env.VITE_FOYER_PROJECT_ID ?? 'foyer-local',
  apiUrl: demoOptions.apiUrl ?? apiUrl,
  frameUrl: readAuthDemoOptions().frameUrl,
  metadata: { name: 'Foyer demo', description: 'The Foyer demo app', url: location.origin },
  // ENS lives on the first local chain (`npm start` deploys it there), not on mainnet, which the
  // demo lists but cannot reach offline.
  ensChainId: foyerLocal.id,
  // The local stack's second chain grants smart sessions (ERC-7715), so the demo turns them on.
  smartSessions: true,
  addressLabels: demoOptions.addressLabels,
  // `?legal=1`: the legal checkbox on Connect, linking to the demo's own pages.
  ...(new URLSearchParams(location.search).get('legal') === '1'
    ? { features: { legalCheckbox: true }, legal: { termsUrl: `${location.origin}/terms.html`, privacyUrl: `${location.origin}/privacy.html` } }
    : {}),
  solana,
  ...demoNamespaces,
})
