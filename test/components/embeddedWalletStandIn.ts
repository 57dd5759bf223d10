import { createConnector, mock, type CreateConnectorFn } from 'wagmi'
import type { AuthConnectorProperties } from '../../connectors/authConnectorTypes'

const notHere = () => Promise.reject(new Error('not used in this test'))

/**
 * The auth connector's operations for a test: every call the test does not override rejects with
 * 'not used in this test', and the user, the frame and its listeners are absent.
 *
 * @example
 * authOperations({ isApprovalVisible: () => true, frameElement: () => iframe })
 */
export function authOperations(overrides: Partial<AuthConnectorProperties> = {}): AuthConnectorProperties {
  return {
    frameOrigin: () => 'http://127.0.0.1:9',
    connectEmail: notHere,
    connectOtp: notHere,
    connectDevice: notHere,
    awaitDeviceApproval: notHere,
    resendDeviceLink: notHere,
    getSocialRedirectUri: notHere,
    connectSocial: notHere,
    getFarcasterUri: notHere,
    connectFarcaster: notHere,
    updateEmail: notHere,
    updateEmailPrimaryOtp: notHere,
    updateEmailSecondaryOtp: notHere,
    refreshUser: () => Promise.resolve(undefined),
    currentUser: () => undefined,
    smartAccountEnabledNetworks: () => Promise.resolve([]),
    setPreferredAccountType: () => Promise.resolve(undefined),
    onAuthEvent: () => () => undefined,
    abortAll: () => undefined,
    syncTheme: () => undefined,
    isApprovalVisible: () => false,
    frameElement: () => undefined,
    ...overrides,
  }
}

/**
 * A stand-in for the embedded wallet's connector (id and type `foyerAuth`): wagmi's mock connector
 * for `address` (signing through the chain's RPC), with the auth operations given.
 *
 * @example
 * createTestConfig([foundry], [embeddedWalletStandIn(address, authOperations())])
 */
export function embeddedWalletStandIn(
  address: `0x${string}`,
  operations: AuthConnectorProperties,
  features: { signMessageError?: boolean } = {},
): CreateConnectorFn {
  const inner = mock({ accounts: [address], features })
  return createConnector((config) => ({ ...inner(config), id: 'foyerAuth', name: 'Embedded wallet', type: 'foyerAuth', ...operations }))
}
