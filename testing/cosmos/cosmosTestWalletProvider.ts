import type { CosmosTestWalletKey, CosmosTestWalletRequest, CosmosTestWalletResponse } from './cosmosTestWalletTypes'

/** Carries one request to the Node side (a Playwright binding, or a function for in-page use). */
export type CosmosTestWalletBridge = (payload: CosmosTestWalletRequest) => Promise<CosmosTestWalletResponse>

/** Options of {@link installCosmosTestWalletProvider}. Must stay JSON when the bridge is a name. */
export type InstallCosmosTestWalletProviderOptions = {
  /**
   * The bridge: the name of a global function (how a Playwright installer passes it), or the
   * function itself for in-page use.
   * @default '__foyerCosmosTestWallet'
   */
  bridge?: string | CosmosTestWalletBridge
  /**
   * The global the wallet injects itself as (`keplr`, or `leap` as Leap does).
   * @default 'keplr'
   */
  global?: 'keplr' | 'leap'
}

/**
 * Adds the page side of the Cosmos test wallet as `window.keplr`, with the part of Keplr's API
 * apps use to sign in: `enable(chainIds)`, `getKey(chainId)` (public key and address as
 * `Uint8Array`s, as Keplr answers), `signArbitrary(chainId, signer, data)` (ADR-036, a
 * StdSignature) and `disable`. A change of account reaches the page as Keplr's
 * `keplr_keystorechange` window event (see `installCosmosTestWallet`). Keys stay on the other side
 * of the bridge; errors are plain `Error`s with Keplr's text ('Request rejected').
 *
 * Serialized with `Function.prototype.toString` into Playwright init scripts, so it must stay
 * self-contained: no imports, no module-scope references, no named inner arrow functions.
 * @example
 * installCosmosTestWalletProvider({ bridge: (payload) => wallet.request(payload) })
 */
export function installCosmosTestWalletProvider(options: InstallCosmosTestWalletProviderOptions = {}): void {
  const scope = window as unknown as Record<string, unknown>
  const bridge = options.bridge ?? '__foyerCosmosTestWallet'
  const local = {
    hexToBytes(value: string): Uint8Array {
      const bytes = new Uint8Array(value.length / 2)
      for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(value.slice(index * 2, index * 2 + 2), 16)
      return bytes
    },
    toBase64(bytes: Uint8Array): string {
      let binary = ''
      for (let index = 0; index < bytes.length; index++) binary += String.fromCharCode(bytes[index] as number)
      return btoa(binary)
    },
    send(payload: CosmosTestWalletRequest): Promise<unknown> {
      const send = typeof bridge === 'function' ? bridge : scope[bridge]
      if (typeof send !== 'function') return Promise.reject(new Error(`The Cosmos test wallet bridge "${String(bridge)}" is missing.`))
      return Promise.resolve()
        .then(() => (send as CosmosTestWalletBridge)(payload))
        .then((response) => {
          if (!response || typeof response !== 'object') throw new Error('The Cosmos test wallet bridge returned an invalid response.')
          if ('error' in response) throw new Error(response.error.message)
          return response.result
        })
    },
  }
  scope[options.global ?? 'keplr'] = {
    version: '0.12.0',
    mode: 'extension',
    enable(chainIds: string | string[]) {
      return local.send({ method: 'enable', params: { chainIds: typeof chainIds === 'string' ? [chainIds] : chainIds.slice() } }).then(() => undefined)
    },
    getKey(chainId: string) {
      return local.send({ method: 'getKey', params: { chainId } }).then((result) => {
        const key = result as CosmosTestWalletKey
        return { ...key, pubKey: local.hexToBytes(key.pubKey), address: local.hexToBytes(key.address) }
      })
    },
    signArbitrary(chainId: string, signer: string, data: string | Uint8Array) {
      // A string is signed as its UTF-8 bytes, as Keplr does.
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
      return local.send({ method: 'signArbitrary', params: { chainId, signer, data: local.toBase64(bytes) } })
    },
    disable(chainIds?: string | string[]) {
      const list = chainIds === undefined ? undefined : typeof chainIds === 'string' ? [chainIds] : chainIds.slice()
      return local.send({ method: 'disable', params: { chainIds: list } }).then(() => undefined)
    },
  }
}
