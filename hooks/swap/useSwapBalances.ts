import { erc20Abi, type Address } from 'viem'
import { useBalance, useConnection, useReadContracts } from 'wagmi'
import type { SwapTokenInfo } from '../../src/api/convertApi'
import { isNativeToken } from './useSwap'

const addressOf = (token: SwapTokenInfo) => token.address.split(':')[2] as Address

/**
 * The connected account's balance of each swap token, read from the chain (the balance API may not
 * know every token the AMM trades), keyed by the token's CAIP-10 address in lower case. A token
 * whose balance is still loading or failed has no entry.
 */
export function useSwapBalances(tokens: readonly SwapTokenInfo[]): { balances: ReadonlyMap<string, bigint>; refetch: () => void } {
  const { address, chainId } = useConnection()
  const erc20s = tokens.filter((token) => !isNativeToken(token))
  const native = useBalance({ address, chainId, query: { enabled: address !== undefined && tokens.some(isNativeToken) } })
  const reads = useReadContracts({
    contracts: erc20s.map((token) => ({ address: addressOf(token), abi: erc20Abi, functionName: 'balanceOf', args: [address!], chainId }) as const),
    query: { enabled: address !== undefined && erc20s.length > 0 },
  })
  const balances = new Map<string, bigint>()
  for (const token of tokens) {
    if (isNativeToken(token)) {
      if (native.data) balances.set(token.address.toLowerCase(), native.data.value)
      continue
    }
    const read = reads.data?.[erc20s.indexOf(token)]
    if (read?.status === 'success') balances.set(token.address.toLowerCase(), read.result)
  }
  return {
    balances,
    refetch: () => {
      void native.refetch()
      void reads.refetch()
    },
  }
}
