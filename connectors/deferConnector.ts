import { createConnector, ProviderNotFoundError, type CreateConnectorFn } from 'wagmi'

/**
 * Wraps a wagmi connector whose SDK is heavy so that it does nothing until used. wagmi sets every
 * connector up when the config is created and `reconnect` asks each for its provider on page
 * load; a plain SDK connector then downloads and starts its SDK for every visitor. The wrapped one
 * has no provider (`ProviderNotFoundError`) and is not authorized until `connect()` is called, or
 * until a page load follows a session made earlier: a flag under `sessionKey` in wagmi's storage
 * remembers it, so sessions are still restored.
 *
 * @example
 * const lazyWalletConnect = (parameters) => deferConnector(walletConnect(parameters), 'foyer.walletConnect.session')
 */
export function deferConnector<provider, properties extends Record<string, unknown>, storageItem extends Record<string, unknown>>(
  create: CreateConnectorFn<provider, properties, storageItem>,
  sessionKey: string,
): CreateConnectorFn<provider, properties, storageItem & Record<string, unknown>> {
  return createConnector<provider, properties, storageItem & Record<string, unknown>>((config) => {
    const inner = create(config as Parameters<typeof create>[0])
    // wagmi's storage is typed by item; the flag is one item of our own.
    const storage = config.storage as
      | { getItem(key: string): Promise<unknown>; setItem(key: string, value: boolean): Promise<void> | void; removeItem(key: string): Promise<void> | void }
      | null
      | undefined
    let chosen = false
    const mayHaveSession = async () => {
      if (chosen) return true
      try {
        return (await storage?.getItem(sessionKey)) === true
      } catch {
        return false
      }
    }
    const forget = async () => {
      await storage?.removeItem(sessionKey)
    }

    return {
      ...inner,
      async setup() {
        if (await mayHaveSession()) await inner.setup?.call(this)
      },
      async getProvider(parameters) {
        if (!(await mayHaveSession())) throw new ProviderNotFoundError()
        return inner.getProvider.call(this, parameters)
      },
      async isAuthorized() {
        if (!(await mayHaveSession())) return false
        const authorized = await inner.isAuthorized.call(this)
        if (!authorized) await forget()
        return authorized
      },
      async connect(parameters) {
        chosen = true
        const result = await inner.connect.call(this, parameters)
        await storage?.setItem(sessionKey, true)
        return result
      },
      async disconnect() {
        await forget()
        return inner.disconnect.call(this)
      },
      onDisconnect(error) {
        void forget()
        return inner.onDisconnect.call(this, error)
      },
    } as ReturnType<CreateConnectorFn<provider, properties, storageItem & Record<string, unknown>>>
  })
}
