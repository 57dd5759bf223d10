/*
 * The dapp side of a WalletConnect pairing below the browser, shared by the families' pairing tests:
 * a sign client on the local relay, and a stand-in for the EthereumProvider's universal provider
 * (what wagmi's connector drives) that lets a wallet-side driver approve each proposal.
 */
import { SignClient } from '@walletconnect/sign-client'
import type { WalletConnectSessionNamespaces } from '../../src/config/namespaceWalletConnect'
import { createMemoryKeyValueStorage } from '../../testing/walletconnect/memoryKeyValueStorage'

/** The EVM namespace the modal proposes beside a family's. */
export const evmNamespace = { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] }

/** The dapp's sign client. */
export type DappClient = Awaited<ReturnType<typeof SignClient.init>>

/**
 * A dapp-side sign client on `relayUrl`, its storage in memory under `storagePrefix`.
 *
 * @example
 * dapp = await startDappClient(relay.url, 'foyer-test-dapp-solana-pairing')
 */
export function startDappClient(relayUrl: string, storagePrefix: string): Promise<DappClient> {
  return SignClient.init({
    projectId: 'foyer-local',
    relayUrl,
    customStoragePrefix: storagePrefix,
    storage: createMemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'dapp', description: '', url: 'http://127.0.0.1', icons: [] },
  })
}

/** Stops a dapp client's relay transport and heartbeat, so the test process can end. */
export async function stopDappClient(dapp: DappClient | undefined): Promise<void> {
  await dapp?.core.relayer.transportClose().catch(() => undefined)
  dapp?.core.heartbeat.stop()
}

/** The stand-in provider: `signer.connect` (the universal provider), `session`, `disconnect`. */
export type StandInProvider = ReturnType<typeof createStandInProvider>

/**
 * What wagmi's connector drives, on `dapp`: `signer.connect` proposes and has the wallet answer
 * through `approve(uri)`, `disconnect` ends the session.
 *
 * @example
 * const provider = createStandInProvider(dapp, (uri) => driver.approve(uri))
 */
export function createStandInProvider(dapp: DappClient, approve: (uri: string) => Promise<unknown>) {
  const provider = {
    session: undefined as { topic: string; namespaces: WalletConnectSessionNamespaces } | undefined,
    signer: {
      client: dapp,
      async connect(parameters: Record<string, unknown> & { optionalNamespaces?: Record<string, unknown> | undefined }) {
        const { uri, approval } = await dapp.connect({ optionalNamespaces: parameters.optionalNamespaces as never })
        const approving = approval()
        await approve(uri ?? '')
        provider.session = await approving
      },
    },
    async disconnect() {
      const topic = provider.session?.topic
      provider.session = undefined
      if (topic) await dapp.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
  }
  return provider
}

/** Waits until `condition` holds, checking every 20 ms; fails after 10 s. */
export async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error('Timed out waiting.')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
