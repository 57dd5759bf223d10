/*
 * The local Solana runtime's fixed test state, like anvil's funded accounts: the same keys, mint and
 * network id on every start, so tests, the demo and the kit's test wallet can name them. Each seed is
 * sha256 of a fixed label (`foyer solana test account <i>`, `foyer solana test usdc mint`); the
 * addresses are the ed25519 public keys of those seeds. Nothing here imports Solana's SDKs, so the
 * browser-side test wallet can use it without pulling them in. Development only: these keys are public.
 */
import type { SolanaApiChain, SolanaToken } from '../../services/api/account/solana/solanaNetworks'

/** One funded test account of the local Solana runtime. */
export type SolanaTestAccount = {
  /** The account's address (base58 ed25519 public key). */
  address: string
  /** The 32-byte ed25519 seed as hex (`Keypair.fromSeed(hexToBytes(seed))` in web3.js). */
  seed: string
}

/**
 * The ten funded test accounts: each starts with {@link SOLANA_TEST_SOL_LAMPORTS} lamports and
 * {@link SOLANA_TEST_USDC_UNITS} base units of the test USDC in its associated token account.
 */
export const SOLANA_TEST_ACCOUNTS: readonly SolanaTestAccount[] = [
  { address: 'Hc5WLKGEdjxVGEe6gyKVf7kAC9xP3x6RQBfTFooJHjhU', seed: '783023e99da720e5762fbd9b953293bba36039b0f459d3ea2b72efe5028e0c3e' },
  { address: 'GtZ6sqZsEk1i5KWYUuTFLHMqsjCSJLBDg2TJwyBwVFNF', seed: '03c32440c1ca8d0387d82243ece4f1be7e4ccae6df3e41e0c48cae8c28e730e9' },
  { address: '7QzogGjALuP91C79fCabcaLGE1uEuaa4iWLcTshL6X8T', seed: 'dc7537c3670714db4ead9d629e75fc8bf2993596d9e41362a3df80da01e6786c' },
  { address: '86kEjCBWtt2kMJ93iLRJtQJ62fczhcyry8bzLoj6E1oV', seed: 'd11101600436d3e4da373d543335cb7a85d766d147d14e99e6342a05b7fdf337' },
  { address: '9yrQxKUiobvy2ns2JLwcmBqHXxfCrv5PWcS4gkRbRJSu', seed: '9a3c088ec7f5395b1bb0e3e7a6b9bc1db07a2be8daa25662524ae85802c2e330' },
  { address: 'GnPgEx1cbbBUt6ack5CmTp5xefriyzMdq6i92NNPKjav', seed: '0d2d554387a13a43d453e6d58640fb070debda5e93d795aeb4e7744188599fcf' },
  { address: 'DxB39QsAQXGsyurphatYs3Mrgyjv3BP31oLwwJrmCQqD', seed: 'b9d5bf1e05987ab7c322e0d879c44cb9d68fddb611790fcfa7665e6c4d85ad30' },
  { address: 'CNCyAxGXx2mQ42D6kopMveDEe5UuguAcWit6G15vcKMY', seed: '32b426e739d852dccc9cb9189de07e561860c1557653c49b6d5eaab9d51eedbf' },
  { address: '5zzx2e2FH6mdf4aTh3DMvQd5rHFzuD8mvcU9Dw8V2ofS', seed: 'cfa2cf94ae2dba9a190978ca60e570c3bd1ecbd96454e1a3c15f21644d27bd4b' },
  { address: 'EFupPbjZdCbPGjBBWJZwBSUvUXMwvdVD5aBU1XCsM1UQ', seed: 'beceb615e64be67a2d88912f9eee9da402a983ec021191dadefd060d2e15bda3' },
]

/** Lamports each test account starts with: 1,000 SOL. */
export const SOLANA_TEST_SOL_LAMPORTS = 1_000_000_000_000n

/** The test USDC mint (an SPL Token mint, 6 decimals); its mint authority is test account 0. */
export const SOLANA_TEST_USDC = {
  /** The mint's address. */
  mint: 'Hi4B16UvEQixb13J6G3rFFdF97224uDANWRhXtseFsws',
  /** The seed of the mint's own keypair, hex (the address is its public key). */
  mintSeed: '229c05250956c4649051c44dd4d681704f9176a06068bb1ee6ecb6acc15c02dd',
  symbol: 'USDC',
  name: 'USD Coin (test)',
  decimals: 6,
} as const

/** Base units of test USDC each test account starts with: 1,000,000 USDC. */
export const SOLANA_TEST_USDC_UNITS = 1_000_000_000_000n

/** The runtime's genesis hash (fixed: sha256 of `foyer solana localnet genesis`, base58). */
export const SOLANA_LOCALNET_GENESIS_HASH = '4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxVC9GQTjrSUTpz'

/** The runtime's CAIP-2 chain reference: the genesis hash's first 32 characters, as for real clusters. */
export const SOLANA_LOCALNET_CHAIN_ID = SOLANA_LOCALNET_GENESIS_HASH.slice(0, 32)

/** The runtime's CAIP-2 network id, `solana:<chain id>`. */
export const SOLANA_LOCALNET_CAIP_NETWORK_ID = `solana:${SOLANA_LOCALNET_CHAIN_ID}` as const

/**
 * The API's Solana options in the local stack: the litesvm runtime's cluster and its token list (the
 * test USDC), passed to `accountRoutes({ solana })`. The cluster answers to its genesis-hash id,
 * which the kit's `solanaLocalnet()` uses by default.
 *
 * @example
 * accountRoutes({ chains, solana: localSolana('http://127.0.0.1:8899') })
 */
export function localSolana(rpcUrl: string): { chains: SolanaApiChain[]; tokens: SolanaToken[] } {
  return {
    chains: [{ caipNetworkId: SOLANA_LOCALNET_CAIP_NETWORK_ID, name: 'Solana Localnet', rpcUrl }],
    tokens: [{ mint: SOLANA_TEST_USDC.mint, name: 'USD Coin', symbol: SOLANA_TEST_USDC.symbol, decimals: SOLANA_TEST_USDC.decimals }],
  }
}
