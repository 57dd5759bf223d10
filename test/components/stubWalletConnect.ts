import { createConnector } from 'wagmi'
import { foundry } from 'wagmi/chains'

/** One pairing the stand-in started: the test shows its URI and settles it. */
export type StubPairing = {
  /** Sends wagmi's `display_uri` message with `uri`, as the real connector does once the relay answers. */
  showUri: (uri: string) => void
  /** The wallet approves: the connection resolves with the stand-in's account on anvil's chain. */
  approve: () => void
  /** The pairing fails with `error` (a rejection, a relay failure). */
  fail: (error: Error) => void
}

/**
 * A connector of wagmi's WalletConnect type (same id, type and `display_uri` messages as wagmi's),
 * whose pairings the test drives: each `connect()` adds one to `attempts` and waits for the test.
 *
 * @example
 * const { connector, attempts } = stubWalletConnect(address)
 * attempts[0]?.approve()
 */
export function stubWalletConnect(address: `0x${string}`) {
  const attempts: StubPairing[] = []
  const connector = createConnector((config) => ({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
    async connect() {
      return new Promise((resolve, reject) => {
        attempts.push({
          showUri: (uri) => config.emitter.emit('message', { type: 'display_uri', data: uri }),
          approve: () => resolve({ accounts: [address], chainId: foundry.id } as never),
          fail: reject,
        })
      })
    },
    async disconnect() {},
    async getAccounts() {
      return [address]
    },
    async getChainId() {
      return foundry.id
    },
    async getProvider() {
      return {}
    },
    async isAuthorized() {
      return false
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
  return { connector, attempts }
}
