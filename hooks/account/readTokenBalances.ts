import type { Address } from 'viem'
import { getAccountBalance } from '../../src/api/blockchainApi'
import type { TokenBalance } from '../../src/api/wire/accountSchemas'
import type { SupportedChains } from '../../src/api/supportedChains'
import { NamespaceWalletError } from '../../src/errors/namespaceWalletErrors'
import { discoverWalletAssets } from '../../src/wallets/walletAssets'
import type { FoyerApi } from '../../src/api/foyerApi'

/** The part of an EIP-1193 provider the wallet-side asset discovery needs. */
export type AssetDiscoveryProvider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
}

/** Where token balances came from: the wallet (`wallet_getAssets`) or Foyer's balance API. */
export type TokenBalancesSource = 'wallet' | 'api'

/** Token balances and their source. */
export type TokenBalances = { source: TokenBalancesSource; balances: TokenBalance[] }

/** Parameters of {@link readTokenBalances}. */
export type ReadTokenBalancesParameters = FoyerApi & {
  /** The account, `0x…`. */
  address: string
  chainId: number
  /** The connected wallet's provider; `undefined` goes straight to the API. */
  provider?: AssetDiscoveryProvider | undefined
  signal?: AbortSignal | undefined
  fetch?: typeof fetch | undefined
  /** The API's supported chains when the caller has them cached; otherwise they are fetched first. @default fetched */
  supportedChains?: SupportedChains | undefined
  /** How long the wallet may take for each of its two answers before the API is asked. @default 5_000 */
  walletTimeoutMs?: number | undefined
  /** Asks the API for the chain's latest block rather than the one it follows (after a transaction). @default false */
  forceUpdate?: boolean | undefined
}

/**
 * Reads an account's token balances on one chain. When the wallet advertises asset discovery for
 * the chain (`wallet_getCapabilities`) and its `wallet_getAssets` answer has the expected shape, the
 * wallet's list is used (it knows the wallet's own tokens); otherwise, and whenever the wallet fails or stalls, Foyer's
 * balance API. Only the API's failure is an error ('Token Balance Unavailable').
 *
 * @example
 * const { source, balances } = await readTokenBalances({ ...api, address, chainId: 31337, provider })
 */
export async function readTokenBalances(parameters: ReadTokenBalancesParameters): Promise<TokenBalances> {
  if (parameters.provider) {
    const fromWallet = await readWalletTokenBalances({ ...parameters, provider: parameters.provider })
    if (fromWallet) return fromWallet
  }
  const balances = await getAccountBalance({
    apiUrl: parameters.apiUrl,
    projectId: parameters.projectId,
    address: parameters.address,
    chainId: parameters.chainId,
    supportedChains: parameters.supportedChains,
    forceUpdate: parameters.forceUpdate,
    signal: parameters.signal,
    fetch: parameters.fetch,
  })
  return { source: 'api', balances }
}

/**
 * The wallet's own token balances (EIP-7811 `wallet_getAssets`), or `undefined` when the wallet does
 * not advertise asset discovery for the chain, fails, stalls or answers in another shape. Never throws.
 *
 * @example
 * const fromWallet = await readWalletTokenBalances({ provider, address, chainId: 31337 })
 */
export async function readWalletTokenBalances(
  parameters: Pick<ReadTokenBalancesParameters, 'address' | 'chainId' | 'walletTimeoutMs'> & { provider: AssetDiscoveryProvider },
): Promise<TokenBalances | undefined> {
  const { provider } = parameters
  const timeoutMs = parameters.walletTimeoutMs ?? 5_000
  const balances = await discoverWalletAssets({
    request: (arguments_) => withTimeout(provider.request(arguments_), timeoutMs),
    account: parameters.address as Address,
    chainId: parameters.chainId,
  })
  return balances ? { source: 'wallet', balances } : undefined
}

// A wallet that never answers (a WalletConnect peer without the method) must not hold the tab up.
function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new NamespaceWalletError('The wallet did not answer', { failure: 'answer' })), timeoutMs)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new NamespaceWalletError(String(error), { failure: 'answer', cause: error }))
      },
    )
  })
}
