import type { Adapter } from '@solana/wallet-adapter-base'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { CaipNetwork } from '../../../src/chains/network'
import type { NamespaceBalance, NamespaceSendParameters } from '../../../src/namespaces/namespaceAdapter'
import { splTransferInstructions } from './splTransfer'

/*
 * The Solana adapter's reads and transfers over a network's JSON-RPC, apart from the adapter's
 * connection handling (same chunk: only the adapter imports it).
 */

/**
 * A web3.js connection to `network`'s RPC URL. The PubSub socket is the RPC URL's own port (web3.js
 * would guess port + 1).
 *
 * @example
 * const rpc = solanaConnection(solanaDevnet)
 */
export function solanaConnection(network: CaipNetwork): Connection {
  const url = network.rpcUrls.default.http[0] ?? ''
  return new Connection(url, { commitment: 'confirmed', wsEndpoint: url.replace(/^http/, 'ws') })
}

/**
 * `address`'s SOL balance (lamports, 9 decimals), or, with `token` (a mint), the sum of its token
 * accounts of that mint.
 *
 * @example
 * await solanaBalance(solanaConnection(network), { address }) // { value: 2000000000n, decimals: 9, symbol: 'SOL' }
 */
export async function solanaBalance(rpc: Connection, { address, token }: { address: string; token?: string | undefined }): Promise<NamespaceBalance> {
  const ownerKey = new PublicKey(address)
  if (!token) return { value: BigInt(await rpc.getBalance(ownerKey)), decimals: 9, symbol: 'SOL' }
  const { value: accounts } = await rpc.getParsedTokenAccountsByOwner(ownerKey, { mint: new PublicKey(token) })
  let value = 0n
  let decimals = 0
  for (const { account } of accounts) {
    const amount = (account.data as { parsed?: { info?: { tokenAmount?: { amount?: string; decimals?: number } } } }).parsed?.info?.tokenAmount
    value += BigInt(amount?.amount ?? '0')
    decimals = amount?.decimals ?? decimals
  }
  return { value, decimals, symbol: '' }
}

/**
 * Sends `amount` lamports (or, with `token`, units of that SPL mint) from `owner` to `to`: the
 * wallet signs and sends, this waits for confirmation and resolves with the signature.
 *
 * @example
 * await sendSolanaToken(rpc, { adapter, publicKey }, { to, amount: 1_000_000n })
 */
export async function sendSolanaToken(
  rpc: Connection,
  owner: { adapter: Adapter; publicKey: PublicKey },
  { to, amount, token }: NamespaceSendParameters,
): Promise<string> {
  const { adapter, publicKey } = owner
  const receiver = new PublicKey(to)
  const instructions = token
    ? await splTransferInstructions(rpc, { owner: publicKey, to: receiver, mint: new PublicKey(token), amount })
    : [SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: receiver, lamports: amount })]
  const { blockhash, lastValidBlockHeight } = await rpc.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: publicKey, blockhash, lastValidBlockHeight }).add(...instructions)
  const signature = await adapter.sendTransaction(transaction, rpc)
  await rpc.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed')
  return signature
}
