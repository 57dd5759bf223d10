import type { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { createMemoryKeyValueStorage } from './memoryKeyValueStorage'
import { pairingTopicOf } from './walletNamespaces'

/** A session proposal as the wallet-side sign client receives it. */
export type WalletProposal = SignClientTypes.EventArguments['session_proposal']

/** Options for {@link startWalletClient}. */
export type StartWalletClientOptions = {
  /** The relay's WebSocket URL, e.g. `startLocalRelay().url`. */
  relayUrl: string
  /**
   * Project id sent to the relay.
   * @default 'foyer-local'
   */
  projectId?: string | undefined
  /** The wallet's metadata shown to the app. */
  metadata: SignClientTypes.Metadata
  /** Storage key prefix, so several clients in one process keep apart. */
  storagePrefix: string
  /**
   * How long `pairAndWait` waits for the proposal after pairing, in ms.
   * @default 20000
   */
  proposalTimeout?: number | undefined
}

/** A wallet-side sign client and its pairing step. */
export type WalletClient = {
  /** The sign client, its storage in memory. */
  readonly client: InstanceType<typeof SignClient>
  /** Pairs with a `wc:` URI and resolves with the session proposal that pairing brings. */
  pairAndWait(uri: string): Promise<WalletProposal>
  /** Ends the session `topic` from the wallet side, or every session without one. */
  disconnect(topic?: string): Promise<void>
  /** Ends every session, closes the relay socket and stops the heartbeat, so the process can exit. */
  close(): Promise<void>
}

/**
 * Starts the wallet side of a WalletConnect pairing for the test wallet drivers: a sign client on
 * the relay with in-memory storage, telemetry and logs off, that routes each session proposal to
 * the pairing that asked for it. Node only; `@walletconnect/sign-client` is loaded when this is called.
 *
 * @throws when no proposal arrives within `proposalTimeout` of a pairing.
 * @example
 * const { client, pairAndWait } = await startWalletClient({ relayUrl, metadata, storagePrefix: 'my-wallet' })
 * const { id, params } = await pairAndWait(uri)
 */
export async function startWalletClient(options: StartWalletClientOptions): Promise<WalletClient> {
  const { SignClient } = await import('@walletconnect/sign-client')
  const client = await SignClient.init({
    projectId: options.projectId ?? 'foyer-local',
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    customStoragePrefix: options.storagePrefix,
    storage: createMemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  const waiting = new Map<string, (proposal: WalletProposal) => void>()
  client.on('session_proposal', (proposal) => waiting.get(proposal.params.pairingTopic)?.(proposal))
  const walletClient: WalletClient = {
    client,
    async pairAndWait(uri) {
      const pairingTopic = pairingTopicOf(uri)
      const timeout = options.proposalTimeout ?? 20_000
      const proposal = new Promise<WalletProposal>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(pairingTopic)
          reject(new Error(`No session proposal arrived within ${timeout} ms of pairing with ${pairingTopic}.`))
        }, timeout)
        waiting.set(pairingTopic, (event) => {
          clearTimeout(timer)
          waiting.delete(pairingTopic)
          resolve(event)
        })
      })
      await client.pair({ uri })
      return proposal
    },
    async disconnect(topic) {
      const topics = topic ? [topic] : client.session.getAll().map((session) => session.topic)
      for (const each of topics) await client.disconnect({ topic: each, reason: { code: 6000, message: 'User disconnected.' } })
    },
    async close() {
      await walletClient.disconnect().catch(() => undefined)
      await client.core.relayer.transportClose().catch(() => undefined)
      // The client's heartbeat interval would keep the test process alive.
      client.core.heartbeat.stop()
    },
  }
  return walletClient
}
