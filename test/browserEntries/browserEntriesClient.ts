// Loaded by test/browserEntries/index.html in Chromium: every entry a page may import, each as a
// namespace so a production build keeps all of its exports. The test reads `window.__foyerEntries`.
import * as bitcoin from 'foyer-kit/bitcoin'
import * as connectors from 'foyer-kit/connectors'
import * as cosmos from 'foyer-kit/cosmos'
import * as index from 'foyer-kit'
import * as polkadot from 'foyer-kit/polkadot'
import * as protocol from 'foyer-kit/protocol'
import * as solana from 'foyer-kit/solana'
import * as stacks from 'foyer-kit/stacks'
import * as sui from 'foyer-kit/sui'
import * as testing from 'foyer-kit/testing'

const entries = {
  'foyer-kit': index,
  'foyer-kit/connectors': connectors,
  'foyer-kit/protocol': protocol,
  'foyer-kit/testing': testing,
  'foyer-kit/solana': solana,
  'foyer-kit/bitcoin': bitcoin,
  'foyer-kit/polkadot': polkadot,
  'foyer-kit/cosmos': cosmos,
  'foyer-kit/sui': sui,
  'foyer-kit/stacks': stacks,
}

// The number of runtime exports each entry gave the page.
;(window as { __foyerEntries?: Record<string, number> }).__foyerEntries = Object.fromEntries(
  Object.entries(entries).map(([name, module]) => [name, Object.keys(module).length]),
)
