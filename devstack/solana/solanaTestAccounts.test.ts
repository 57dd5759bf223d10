import { createHash } from 'node:crypto'
import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_LOCALNET_GENESIS_HASH, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_USDC } from './solanaTestAccounts'

const sha256 = (label: string) => createHash('sha256').update(label).digest()

describe('solanaTestAccounts', () => {
  it('derives every key, the mint and the genesis hash from their fixed labels', () => {
    expect(SOLANA_TEST_ACCOUNTS).toHaveLength(10)
    SOLANA_TEST_ACCOUNTS.forEach((account, index) => {
      expect(account.seed).toBe(sha256(`foyer solana test account ${index}`).toString('hex'))
      expect(Keypair.fromSeed(Buffer.from(account.seed, 'hex')).publicKey.toBase58()).toBe(account.address)
    })
    expect(SOLANA_TEST_USDC.mintSeed).toBe(sha256('foyer solana test usdc mint').toString('hex'))
    expect(Keypair.fromSeed(Buffer.from(SOLANA_TEST_USDC.mintSeed, 'hex')).publicKey.toBase58()).toBe(SOLANA_TEST_USDC.mint)
    expect(new PublicKey(sha256('foyer solana localnet genesis')).toBase58()).toBe(SOLANA_LOCALNET_GENESIS_HASH)
    expect(SOLANA_LOCALNET_CAIP_NETWORK_ID).toBe('solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV')
  })
})
