/*
 * The Wallet Standard face of a Solana WalletConnect session, with the session's requests answered
 * in the test: a wallet that answers solana_signTransaction with the signature alone gets it put in
 * the account's slot (verified with ed25519 over the message); the wallet's own signed transaction
 * is taken as is; requests carry the app's active network; answers that are not signatures are
 * refused; an ended session has no account, tells its listeners and signs nothing more.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import type { SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { StandardEventsFeature } from '@wallet-standard/features'
import { describe, expect, it } from 'vitest'
import { toBase58 } from '../../../src/chains/base58'
import type { SolanaWalletConnectSession } from './solanaWalletConnect'
import { createWalletConnectSolanaWallet } from './walletConnectSolanaWallet'

const key = Keypair.fromSeed(Uint8Array.from({ length: 32 }, (_, index) => index + 1))
const address = key.publicKey.toBase58()
const network = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

function walletAnswering(answer: (method: string, params: Record<string, unknown>) => unknown) {
  const calls: { method: string; chainId: string | undefined }[] = []
  const session: SolanaWalletConnectSession = {
    topic: 't',
    accounts: [{ address, caipAddress: `${network}:${address}`, namespace: 'solana', type: 'eoa', publicKey: address }],
    async request(method, params, chainId) {
      calls.push({ method, chainId })
      return answer(method, params)
    },
    signMessage: async () => '',
    disconnect: async () => undefined,
  }
  return { calls, wallet: createWalletConnectSolanaWallet({ session, network: () => network, disconnect: async () => undefined }) }
}

function transfer(): Uint8Array {
  const message = new TransactionMessage({
    payerKey: key.publicKey,
    recentBlockhash: toBase58(new Uint8Array(32).fill(7)),
    instructions: [SystemProgram.transfer({ fromPubkey: key.publicKey, toPubkey: new PublicKey(new Uint8Array(32).fill(9)), lamports: 5 })],
  }).compileToLegacyMessage()
  return new VersionedTransaction(message).serialize()
}

describe('createWalletConnectSolanaWallet', () => {
  it("puts a signature-only answer in the account's slot; takes the wallet's signed transaction as is", async () => {
    const { wallet, calls } = walletAnswering((_method, params) => {
      const transaction = VersionedTransaction.deserialize(Buffer.from(String(params.transaction), 'base64'))
      return { signature: toBase58(ed25519.sign(transaction.message.serialize(), key.secretKey.slice(0, 32))) }
    })
    const feature = wallet.features['solana:signTransaction'] as SolanaSignTransactionFeature['solana:signTransaction']
    const [output] = await feature.signTransaction({ account: wallet.accounts[0]!, transaction: transfer() })
    const signed = VersionedTransaction.deserialize(output!.signedTransaction)
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), key.publicKey.toBytes())).toBe(true)
    expect(calls).toEqual([{ method: 'solana_signTransaction', chainId: network }])

    const whole = walletAnswering(() => ({ transaction: Buffer.from(signed.serialize()).toString('base64') }))
    const asIs = whole.wallet.features['solana:signTransaction'] as SolanaSignTransactionFeature['solana:signTransaction']
    const [same] = await asIs.signTransaction({ account: whole.wallet.accounts[0]!, transaction: transfer() })
    expect(Buffer.from(same!.signedTransaction)).toEqual(Buffer.from(signed.serialize()))
  })

  it('refuses an answer that is not a signature', async () => {
    const { wallet } = walletAnswering(() => ({ signature: 'not base58 0OIl' }))
    const feature = wallet.features['solana:signMessage'] as SolanaSignMessageFeature['solana:signMessage']
    await expect(feature.signMessage({ account: wallet.accounts[0]!, message: new Uint8Array([1]) })).rejects.toThrow()
  })

  it('an ended session: no account, listeners told, nothing signed', async () => {
    const { wallet, calls } = walletAnswering(() => ({ signature: toBase58(new Uint8Array(64).fill(1)) }))
    const account = wallet.accounts[0]!
    const heard: number[] = []
    ;(wallet.features['standard:events'] as StandardEventsFeature['standard:events']).on('change', ({ accounts }) => heard.push(accounts?.length ?? -1))
    wallet.end()
    wallet.end()
    expect(wallet.accounts).toEqual([])
    expect(heard).toEqual([0])
    const feature = wallet.features['solana:signMessage'] as SolanaSignMessageFeature['solana:signMessage']
    await expect(feature.signMessage({ account, message: new Uint8Array([1]) })).rejects.toThrow('This WalletConnect session has ended.')
    expect(calls).toEqual([])
  })
})
