import type { BitcoinTestWallet } from '../../testing/bitcoin/createBitcoinTestWallet'

/**
 * The accounts a bip122 adapter should report after connecting the Bitcoin test wallet: the
 * payment account first, the ordinal second, each with its public key, derivation path and type.
 * Shared by the adapter tests of each wallet flavour (Wallet Standard, request provider) so they
 * check one connection model.
 *
 * @example
 * expect(state.accounts).toEqual(expectedBitcoinAccounts(wallet.accounts, regtest.caipNetworkId))
 */
export function expectedBitcoinAccounts(accounts: BitcoinTestWallet['accounts'], caipNetworkId: string) {
  const { payment, ordinals } = accounts
  return [
    {
      address: payment.address,
      caipAddress: `${caipNetworkId}:${payment.address}`,
      namespace: 'bip122',
      type: 'payment',
      publicKey: payment.publicKey,
      path: "m/84'/1'/0'/0/0",
    },
    {
      address: ordinals.address,
      caipAddress: `${caipNetworkId}:${ordinals.address}`,
      namespace: 'bip122',
      type: 'ordinal',
      publicKey: ordinals.publicKey,
      path: "m/86'/1'/0'/0/0",
    },
  ]
}
