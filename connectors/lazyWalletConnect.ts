import { createConnector, ProviderNotFoundError } from 'wagmi'
import { walletConnect, type WalletConnectParameters } from 'wagmi/connectors/walletConnect'

/** Parameters of {@link lazyWalletConnect}: those of wagmi's `walletConnect`. */
export type LazyWalletConnectParameters = WalletConnectParameters

type Inner = ReturnType<ReturnType<typeof walletConnect>>
type Provider = Awaited<ReturnType<Inner['getProvider']>>
type Properties = Omit<Inner, keyof ReturnType<Parameters<typeof createConnector>[0]>>

/** wagmi storage key (under its `wagmi.` prefix) marking that a WalletConnect session may exist. */
export const walletConnectSessionKey = 'foyer.walletConnect.session'

/**
 * wagmi's `walletConnect` connector, loaded only when it is used. wagmi sets every connector up
 * (and `reconnect` asks each for its provider) when the page loads, and the plain connector then
 * downloads and starts the WalletConnect SDK for every visitor. This one does nothing until
 * `connect()` is called, or until a page load follows a session made earlier (it keeps a flag in
 * wagmi's storage, so sessions are still restored). Use it with `showQrModal: false`: Foyer's
 * modal shows the QR code.
 *
 * @example
 * import { lazyWalletConnect } from 'foyer/connectors'
 * createConfig({ connectors: [lazyWalletConnect({ projectId, showQrModal: false })], ... })
 */
export function lazyWalletConnect(parameters: LazyWalletConnectParameters) {
  const create = walletConnect(parameters)
  type StorageItem = { [walletConnectSessionKey]: boolean }
  return createConnector<Provider, Properties, StorageItem>((config) => {
    const inner = create(config as Parameters<typeof create>[0])
    const storage = config.storage
    let chosen = false
    const mayHaveSession = async () => {
      if (chosen) return true
      try {
        return (await storage?.getItem(walletConnectSessionKey)) === true
      } catch {
        return false
      }
    }
    const forget = () => storage?.removeItem(walletConnectSessionKey)

    return {
      ...inner,
      async setup() {
        if (await mayHaveSession()) await inner.setup?.call(this)
      },
      async getProvider(options) {
        if (!(await mayHaveSession())) throw new ProviderNotFoundError()
        return inner.getProvider.call(this, options)
      },
      async isAuthorized() {
        if (!(await mayHaveSession())) return false
        const authorized = await inner.isAuthorized.call(this)
        if (!authorized) await forget()
        return authorized
      },
      async connect(options) {
        chosen = true
        const result = await inner.connect.call(this, options)
        await storage?.setItem(walletConnectSessionKey, true)
        return result as never
      },
      async disconnect() {
        await forget()
        return inner.disconnect.call(this)
      },
      async onDisconnect(error) {
        await forget()
        return inner.onDisconnect.call(this, error)
      },
    }
  })
}

lazyWalletConnect.type = walletConnect.type
