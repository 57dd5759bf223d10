import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { BLOCKHASH_VALID_BLOCKS, createSolanaChain } from './createSolanaChain'

describe('createSolanaChain', () => {
  it('advances one slot per landed transaction and replaces the blockhash once its window has passed', () => {
    const chain = createSolanaChain()
    const first = chain.latestBlockhash()
    expect(first.lastValidBlockHeight).toBe(chain.slot() + BLOCKHASH_VALID_BLOCKS)
    const to = Keypair.generate().publicKey.toBase58()
    for (let index = 0; index <= BLOCKHASH_VALID_BLOCKS; index += 1) chain.airdrop(to, 1_000_000n)
    expect(chain.slot()).toBe(first.lastValidBlockHeight + 1)
    expect(chain.lamportsOf(to)).toBe((BLOCKHASH_VALID_BLOCKS + 1) * 1_000_000)
    expect(chain.isBlockhashValid(first.blockhash)).toBe(false)
    const next = chain.latestBlockhash()
    expect(next.blockhash).not.toBe(first.blockhash)
    expect(next.lastValidBlockHeight).toBe(chain.slot() + BLOCKHASH_VALID_BLOCKS)
    expect(chain.signaturesFor(to)).toHaveLength(BLOCKHASH_VALID_BLOCKS + 1)
  })
})
