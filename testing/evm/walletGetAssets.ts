import { decodeFunctionResult, encodeFunctionData, erc20Abi, formatUnits, numberToHex } from 'viem'
import type { Address, Hex } from 'viem'
import { USDC_ADDRESS } from '../../devstack/chain/addresses'
import { unsupportedMethodError } from './testWalletErrors'
import * as schemas from './testWalletParams'
import { requireAccount } from './testWalletState'
import type { TestWalletState } from './testWalletState'
import type { TestWalletChain } from './testWalletTypes'

/** An ERC-20 token the test wallet reports through `wallet_getAssets`; its balance is read from the chain. */
export type TestWalletAssetToken = {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** @default '' */
  iconUrl?: string
}

/** One asset of the test wallet's `wallet_getAssets` answer (EIP-7811's asset response item). */
export type TestWalletAsset = {
  /** The token contract, or `native`. */
  address: Address | 'native'
  /** Base units, hex. */
  balance: Hex
  type: 'NATIVE' | 'ERC20'
  metadata: { name: string; symbol: string; decimals: number; value: number; price: number; iconUrl: string }
}

/** The local stack's USDC, which the test wallet reports on every chain where it exists. */
export const LOCAL_USDC_ASSET: TestWalletAssetToken = { address: USDC_ADDRESS, name: 'USD Coin', symbol: 'USDC', decimals: 6 }

/** USD prices the test wallet reports by default: the API's development prices, so both sources agree. */
export const DEFAULT_ASSET_PRICES: Readonly<Record<string, number>> = { ETH: 3000, USDC: 1 }

/** Options of {@link createGetAssets}. */
export type GetAssetsOptions = {
  /** The wallet's advertised capabilities by hex chain id; only chains with `assetDiscovery.supported` are answered. */
  capabilities: Record<Hex, Record<string, unknown>>
  /** Tokens besides native and {@link LOCAL_USDC_ASSET}. */
  extraTokens: readonly TestWalletAssetToken[]
  /** USD prices by symbol. */
  prices: Readonly<Record<string, number>>
  /** Forwards a JSON-RPC read to a chain. */
  forward: (chain: TestWalletChain, method: string, params?: unknown) => Promise<unknown>
}

/**
 * Builds the test wallet's `wallet_getAssets` (EIP-7811): for each chain whose capabilities
 * advertise `assetDiscovery: { supported: true }` (narrowed by `chainFilter`), the native balance and
 * the non-zero balances of USDC and the extra tokens, read live from the chain. `assetTypeFilter`
 * (`NATIVE`/`ERC20`, any case) is honoured; `assetFilter` is ignored. A wallet that advertises it on
 * no chain answers `4200`, like a wallet without the method.
 */
export function createGetAssets(state: TestWalletState, options: GetAssetsOptions) {
  const advertised = (chainId: number) =>
    Object.entries(options.capabilities).some(([id, capability]) => {
      const discovery = capability['assetDiscovery'] as { supported?: unknown } | undefined
      return BigInt(id) === BigInt(chainId) && discovery?.supported === true
    })

  const readChain = async (chain: TestWalletChain, types: ReadonlySet<string> | undefined): Promise<TestWalletAsset[]> => {
    const owner = state.account.address
    const native = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const tokens = [LOCAL_USDC_ASSET, ...options.extraTokens]
    const wantNative = !types || types.has('NATIVE')
    const wantTokens = !types || types.has('ERC20')
    const [nativeBalance, ...tokenBalances] = await Promise.all([
      wantNative ? options.forward(chain, 'eth_getBalance', [owner, 'latest']) : undefined,
      ...tokens.map((token) =>
        wantTokens
          ? options
              .forward(chain, 'eth_call', [
                { to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) },
                'latest',
              ])
              .then((data) => decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: data as Hex }))
              // No contract at that address on this chain: the token simply is not there.
              .catch(() => undefined)
          : undefined,
      ),
    ])
    const asset = (token: Omit<TestWalletAssetToken, 'address'>, address: TestWalletAsset['address'], amount: bigint): TestWalletAsset => {
      const price = options.prices[token.symbol] ?? 0
      const value = Number(formatUnits(amount, token.decimals)) * price
      return {
        address,
        balance: numberToHex(amount),
        type: address === 'native' ? 'NATIVE' : 'ERC20',
        metadata: { name: token.name, symbol: token.symbol, decimals: token.decimals, value, price, iconUrl: token.iconUrl ?? '' },
      }
    }
    const assets: TestWalletAsset[] = []
    if (typeof nativeBalance === 'string') assets.push(asset(native, 'native', BigInt(nativeBalance)))
    tokens.forEach((token, index) => {
      const amount = tokenBalances[index]
      if (typeof amount === 'bigint' && amount > 0n) assets.push(asset(token, token.address, amount))
    })
    return assets
  }

  return async (params: unknown): Promise<Record<Hex, TestWalletAsset[]>> => {
    const method = 'wallet_getAssets'
    const [request] = schemas.parseParams(method, schemas.getAssetsParams, params)
    const chains = [...state.chains.values()].filter((chain) => advertised(chain.id))
    if (chains.length === 0) throw unsupportedMethodError(method)
    requireAccount(state, request.account)
    const wanted = request.chainFilter ? chains.filter((chain) => request.chainFilter?.includes(chain.id)) : chains
    const types = request.assetTypeFilter ? new Set(request.assetTypeFilter.map((type) => type.toUpperCase())) : undefined
    const answers = await Promise.all(wanted.map((chain) => readChain(chain, types)))
    return Object.fromEntries(wanted.map((chain, index) => [numberToHex(chain.id), answers[index] ?? []]))
  }
}
