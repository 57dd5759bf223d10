import { base64, hex } from '@scure/base'
import { z } from 'zod'
import type { BitcoinTestWallet } from '../bitcoin/createBitcoinTestWallet'
import type { ProposalNamespace } from './walletNamespaces'

/*
 * The wallet side of WalletConnect's Bitcoin namespace (`bip122`) for the test driver: which chains
 * and accounts a Bitcoin test wallet approves, and its answers to the Bitcoin RPC (getAccountAddresses,
 * signMessage, signPsbt), signed in Node by `createBitcoinTestWallet`.
 */

/** CAIP-2 ids of the Bitcoin chains (the first 32 hex characters of each genesis block hash). */
export const bip122ChainIds = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0ee984209779ba',
  regtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

/** The `bip122` methods the test wallet answers. */
export const bitcoinWalletMethods = ['getAccountAddresses', 'signMessage', 'signPsbt'] as const

/** An approved `bip122` namespace. */
export type ApprovedBitcoinNamespace = { chains: string[]; accounts: string[]; methods: string[]; events: string[] }

/** A JSON-RPC answer: a result or an error. */
export type BitcoinRpcAnswer = { result: unknown } | { error: { code: number; message: string } }

/**
 * The `bip122` namespace a Bitcoin test wallet on `network` approves: the proposal's chain of that
 * network, the payment address (the first external address, which WalletConnect names the account)
 * as the account, the methods it answers; undefined when the proposal asks for none of its chain.
 *
 * @example
 * approvedBitcoinNamespace([params.optionalNamespaces.bip122], 'regtest', wallet.accounts.payment.address)
 */
export function approvedBitcoinNamespace(
  proposed: readonly (ProposalNamespace | undefined)[],
  network: keyof typeof bip122ChainIds,
  address: string,
): ApprovedBitcoinNamespace | undefined {
  const asked = proposed.filter((namespace) => namespace !== undefined)
  const chain = bip122ChainIds[network]
  if (!asked.some((namespace) => namespace.chains?.includes(chain))) return undefined
  return {
    chains: [chain],
    accounts: [`${chain}:${address}`],
    methods: [...bitcoinWalletMethods],
    events: asked.some((namespace) => namespace.events.includes('bip122_addressesChanged')) ? ['bip122_addressesChanged'] : [],
  }
}

const getAccountAddressesParams = z.object({ account: z.string(), intentions: z.array(z.string()).optional() })
const signMessageParams = z.object({ account: z.string(), address: z.string(), message: z.string(), protocol: z.enum(['ecdsa', 'bip322']).optional() })
const signPsbtParams = z.object({
  account: z.string(),
  psbt: z.base64(),
  signInputs: z.array(z.object({ address: z.string(), index: z.number().int().nonnegative(), sighashTypes: z.array(z.number().int()).optional() })),
  broadcast: z.boolean().optional(),
})

const invalid = (message: string): BitcoinRpcAnswer => ({ error: { code: -32602, message } })

/**
 * Answers one `bip122` session request with the Bitcoin test wallet: `getAccountAddresses` is the
 * connection prompt (the wallet's `connect`, refused with 4001 on demand) and lists the payment and
 * ordinal addresses by intention; `signMessage` signs BIP-322 (its signature hex, as the reference
 * has it); `signPsbt` signs the listed inputs and returns the PSBT, never broadcasting.
 *
 * @example
 * const answer = await answerBitcoinRequest(wallet, 'signMessage', { account, address, message: 'Hi', protocol: 'bip322' })
 */
export async function answerBitcoinRequest(wallet: BitcoinTestWallet, method: string, params: unknown): Promise<BitcoinRpcAnswer> {
  const { payment, ordinals } = wallet.accounts
  const account = z.object({ account: z.string() }).safeParse(params)
  if (account.success && account.data.account !== payment.address) return { error: { code: 4100, message: `Unknown account ${account.data.account}.` } }
  switch (method) {
    case 'getAccountAddresses': {
      const parsed = getAccountAddressesParams.safeParse(params)
      if (!parsed.success) return invalid('getAccountAddresses takes { account, intentions? }.')
      const connected = await wallet.request({ method: 'connect', params: { purposes: ['payment', 'ordinals'] } })
      if ('error' in connected) return connected
      const intentions = parsed.data.intentions ?? ['payment', 'ordinal']
      const addresses = [payment, ordinals].map(({ address, publicKey, derivationPath, purpose }) => ({
        address,
        publicKey,
        path: derivationPath,
        intention: purpose === 'ordinals' ? 'ordinal' : 'payment',
      }))
      return { result: intentions.flatMap((intention) => addresses.filter((each) => each.intention === intention)) }
    }
    case 'signMessage': {
      const parsed = signMessageParams.safeParse(params)
      if (!parsed.success) return invalid('signMessage takes { account, address, message, protocol? }.')
      // ECDSA (BIP-137) is the method's default; this wallet signs BIP-322 only.
      if (parsed.data.protocol !== 'bip322') return invalid('This wallet signs messages with BIP-322 only.')
      const answer = await wallet.request({
        method: 'signMessage',
        params: { address: parsed.data.address, message: base64.encode(new TextEncoder().encode(parsed.data.message)) },
      })
      if ('error' in answer) return answer
      const { signature } = z.object({ signature: z.base64() }).parse(answer.result)
      return { result: { address: parsed.data.address, signature: hex.encode(base64.decode(signature)) } }
    }
    case 'signPsbt': {
      const parsed = signPsbtParams.safeParse(params)
      if (!parsed.success) return invalid('signPsbt takes { account, psbt, signInputs, broadcast? }.')
      if (parsed.data.broadcast) return invalid('This wallet does not broadcast.')
      // One entry per address and sighash type, as the test wallet takes them.
      const groups = new Map<string, { address: string; signingIndexes: number[]; sigHash?: number | undefined }>()
      for (const { address, index, sighashTypes } of parsed.data.signInputs) {
        const sigHash = sighashTypes?.[0]
        const key = `${address}/${sigHash ?? ''}`
        const group = groups.get(key) ?? { address, signingIndexes: [], ...(sigHash === undefined ? {} : { sigHash }) }
        group.signingIndexes.push(index)
        groups.set(key, group)
      }
      const answer = await wallet.request({
        method: 'signTransaction',
        params: { psbt: parsed.data.psbt, chain: 'bip122', inputsToSign: [...groups.values()] },
      })
      if ('error' in answer) return answer
      return { result: { psbt: z.object({ psbt: z.base64() }).parse(answer.result).psbt } }
    }
    default:
      return { error: { code: -32601, message: `Unsupported method ${method}.` } }
  }
}
