import { base64, hex } from '@scure/base'
import { tagSchnorr } from '@scure/btc-signer/utils.js'
import { z } from 'zod'
import type { BitcoinTestWallet } from './createBitcoinTestWallet'
import type { BitcoinRequestTestWalletRequest, BitcoinTestWalletAccount, BitcoinTestWalletResponse } from './bitcoinTestWalletTypes'

/*
 * The Node side of the Bitcoin test wallet as a request provider answers it: the WBIP /
 * sats-connect methods `getAddresses`, `signMessage` (BIP-322) and `signPsbt`, carried out by the
 * same `createBitcoinTestWallet` (its `connect`, `signMessage` and `signTransaction`), so the keys
 * stay in the test process. Refusals keep the wallet's switches: `setRejectRequests(['connect'])`
 * refuses `getAddresses`, `['signTransaction']` refuses `signPsbt`.
 */

export type { BitcoinRequestTestWalletRequest } from './bitcoinTestWalletTypes'

/** Options of {@link answerBitcoinRequest}. */
export type AnswerBitcoinRequestOptions = {
  /**
   * The code a refusal answers: WBIP's and Leather's 4001, or sats-connect's `-32000`.
   * @default 4001
   */
  rejectionCode?: number
}

const purposes = z.array(z.enum(['payment', 'ordinals', 'stacks'])).min(1)
const getAddressesParams = z.object({ purposes: purposes.optional() }).optional()
const signMessageParams = z.object({ address: z.string(), message: z.string(), protocol: z.enum(['BIP322', 'ECDSA']).optional() })
const signPsbtParams = z.object({
  psbt: z.string(),
  signInputs: z.record(z.string(), z.array(z.number().int().nonnegative())),
  broadcast: z.boolean().optional(),
})

const invalid = (message: string): BitcoinTestWalletResponse => ({ error: { code: -32602, message } })

/**
 * Answers one request-provider call with `wallet`: `{ result }` as the WBIP methods define it, or
 * `{ error: { code, message } }` (-32601 for an unknown method, -32602 for bad params, the
 * rejection code when the user refuses).
 *
 * @example
 * await answerBitcoinRequest(wallet, { method: 'getAddresses', params: { purposes: ['payment'] } })
 * // { result: { addresses: [{ address: 'bcrt1q…', publicKey: '02…', purpose: 'payment', addressType: 'p2wpkh', derivationPath: "m/84'/1'/0'/0/0" }] } }
 */
export async function answerBitcoinRequest(
  wallet: BitcoinTestWallet,
  { method, params }: BitcoinRequestTestWalletRequest,
  options: AnswerBitcoinRequestOptions = {},
): Promise<BitcoinTestWalletResponse> {
  const rejectionCode = options.rejectionCode ?? 4001
  const recode = (response: BitcoinTestWalletResponse): BitcoinTestWalletResponse =>
    'error' in response && response.error.code === 4001 ? { error: { code: rejectionCode, message: response.error.message } } : response
  switch (method) {
    case 'getAddresses': {
      const parsed = getAddressesParams.safeParse(params)
      if (!parsed.success) return invalid('getAddresses takes { purposes }.')
      // The wallet has no Stacks account: it answers the Bitcoin purposes asked, in that order.
      const asked = (parsed.data?.purposes ?? ['payment', 'ordinals']).filter((purpose) => purpose !== 'stacks')
      const answer = recode(await wallet.request({ method: 'connect', params: { purposes: asked } }))
      if ('error' in answer) return answer
      const { accounts } = answer.result as { accounts: BitcoinTestWalletAccount[] }
      return {
        result: {
          addresses: accounts.map((account) => ({ ...account, addressType: account.purpose === 'payment' ? 'p2wpkh' : 'p2tr', walletType: 'software' })),
        },
      }
    }
    case 'signMessage': {
      const parsed = signMessageParams.safeParse(params)
      if (!parsed.success) return invalid('signMessage takes { address, message, protocol }.')
      if (parsed.data.protocol === 'ECDSA') return invalid('This wallet signs messages with BIP-322 only.')
      const bytes = new TextEncoder().encode(parsed.data.message)
      const answer = recode(await wallet.request({ method: 'signMessage', params: { address: parsed.data.address, message: base64.encode(bytes) } }))
      if ('error' in answer) return answer
      const { signature } = answer.result as { signature: string }
      return { result: { signature, address: parsed.data.address, messageHash: hex.encode(tagSchnorr('BIP0322-signed-message', bytes)), protocol: 'BIP322' } }
    }
    case 'signPsbt': {
      const parsed = signPsbtParams.safeParse(params)
      if (!parsed.success) return invalid('signPsbt takes { psbt, signInputs, broadcast }.')
      // The test wallet has no node to broadcast to: the app broadcasts, as Foyer does. The keys
      // sign on the chain they were derived for; signPsbt names no chain, so none is passed on.
      if (parsed.data.broadcast) return invalid('This wallet does not broadcast; ask with broadcast: false.')
      const inputsToSign = Object.entries(parsed.data.signInputs).map(([address, signingIndexes]) => ({ address, signingIndexes }))
      const answer = recode(await wallet.request({ method: 'signTransaction', params: { psbt: parsed.data.psbt, chain: '', inputsToSign } }))
      return 'error' in answer ? answer : { result: { psbt: (answer.result as { psbt: string }).psbt } }
    }
    default:
      return { error: { code: -32601, message: `Method not found: ${method}.` } }
  }
}
