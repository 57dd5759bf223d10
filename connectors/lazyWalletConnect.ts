import { createConnector } from 'wagmi'
import { walletConnect, type WalletConnectParameters } from 'wagmi/connectors/walletConnect'
import { skipVerifyAttestation } from '../src/walletconnect/skipVerifyAttestation'
import { deferConnector } from './deferConnector'
import { walletConnectSessionKey } from './walletConnectSessionKey'

/** Parameters of {@link lazyWalletConnect}: those of wagmi's `walletConnect`, and `verify`. */
export type LazyWalletConnectParameters = WalletConnectParameters & {
  /**
   * Ask WalletConnect's Verify service (verify.walletconnect.org, a hidden iframe) to attest this
   * page's origin before proposing a session. The SDK waits up to 5 s for it before the QR code can
   * show, and it is a request to a third party. Off, the wallet shows the app's origin as
   * unverified and WalletConnect's scam-domain list is not consulted for it.
   * @default false
   */
  verify?: boolean | undefined
}

export { walletConnectSessionKey } from './walletConnectSessionKey'

/**
 * wagmi's `walletConnect` connector, loaded only when it is used: creating the wagmi config and
 * reconnecting on page load touch nothing of the WalletConnect SDK unless an earlier visit left a
 * session (see `deferConnector`). Use it with `showQrModal: false`: Foyer's modal shows the QR code.
 * Verify attestation is off unless `verify: true`, so the QR code does not wait on a third party.
 *
 * @example
 * import { lazyWalletConnect } from 'foyer-kit/connectors'
 * createConfig({ connectors: [lazyWalletConnect({ projectId, showQrModal: false })], ... })
 */
export function lazyWalletConnect({ verify = false, ...parameters }: LazyWalletConnectParameters) {
  const create = walletConnect(parameters)
  return deferConnector(verify ? create : withoutVerify(create), walletConnectSessionKey)
}

lazyWalletConnect.type = walletConnect.type

// The SDK builds its provider inside getProvider (wagmi's connector methods reach it through
// `this.getProvider()`), so the Verify client is replaced there, once per provider.
function withoutVerify(create: ReturnType<typeof walletConnect>): ReturnType<typeof walletConnect> {
  return createConnector((config) => {
    const inner = create(config)
    return {
      ...inner,
      async getProvider(parameters) {
        const provider = await inner.getProvider.call(this, parameters)
        skipVerifyAttestation(provider)
        return provider
      },
    } as ReturnType<typeof create>
  })
}
