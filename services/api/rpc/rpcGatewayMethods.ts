import { SAFE_RPC_METHODS } from '../../../src/protocol/rpcMethods'

/**
 * EVM JSON-RPC methods the RPC gateway forwards: what a dapp and the login frame read, estimate and
 * broadcast with (the frame's safe methods that a node answers), and nothing else. Wallet methods
 * (`eth_accounts`, `wallet_*`), signing (`eth_sign*`, `personal_*`), user operations (a bundler's,
 * not a node's) and node administration (`admin_*`, `debug_*`, `miner_*`, `txpool_*`, `anvil_*`,
 * `evm_*`) are refused: an operator's node key must buy reads and broadcasts only.
 */
export const EVM_GATEWAY_METHODS: ReadonlySet<string> = new Set([
  ...SAFE_RPC_METHODS.filter(
    (method) => method.startsWith('eth_') && method !== 'eth_accounts' && !method.includes('UserOperation') && method !== 'eth_supportedEntryPoints',
  ),
  // viem's fallback ranking pings each URL with net_listening: refused, the gateway would rank last.
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

/**
 * Solana JSON-RPC methods the gateway forwards for `solana:` networks: account and token reads, fees,
 * blockhashes, signature statuses, simulation and sending an already signed transaction.
 * `requestAirdrop` and every other method are refused.
 */
export const SOLANA_GATEWAY_METHODS: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
])
