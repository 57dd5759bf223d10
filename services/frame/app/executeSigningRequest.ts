import { createWalletClient, defineChain, http } from 'viem'
import type { Hex, LocalAccount } from 'viem'
import type { SigningRequest } from './signingRequest'

/**
 * Carries out an approved request with the rebuilt local account: signs the message or typed data,
 * or fills the transaction's nonce, gas and fees from `rpcUrl`, signs it here and broadcasts it with
 * eth_sendRawTransaction. Returns the signature or the transaction hash.
 */
export async function executeSigningRequest(account: LocalAccount, request: SigningRequest, rpcUrl: string): Promise<Hex> {
  switch (request.method) {
    case 'personal_sign':
      return account.signMessage({ message: { raw: request.message } })
    case 'eth_signTypedData_v4':
      return account.signTypedData(request.typedData as Parameters<LocalAccount['signTypedData']>[0])
    case 'eth_sendTransaction': {
      const chain = defineChain({
        id: request.chainId,
        name: `Chain ${request.chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      })
      const client = createWalletClient({ account, chain, transport: http(rpcUrl, { retryCount: 0 }) })
      const { to, value, data, gas, nonce, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = request.transaction
      const fees = gasPrice !== undefined ? { gasPrice } : { maxFeePerGas, maxPriorityFeePerGas }
      return client.sendTransaction({ to: to ?? null, value, data, gas, nonce, ...fees } as Parameters<typeof client.sendTransaction>[0])
    }
  }
}
