import { keccak256, toBytes } from 'viem'
import type { Hex } from 'viem'

/** A Farcaster account of the development registry: its fid, name and custody key. */
export type FarcasterTestUser = {
  fid: number
  username: string
  displayName: string
  /** The custody address's private key: it signs Sign In With Farcaster messages (EIP-191). */
  custodyKey: Hex
}

/**
 * The development Farcaster accounts, in registration order. Their custody keys derive from their
 * names, so anyone can sign as them: development and tests only.
 */
export const FARCASTER_TEST_ACCOUNTS = [
  { username: 'alice', displayName: 'Alice', custodyKey: keccak256(toBytes('foyer-dev:farcaster-custody:alice')) },
  { username: 'bob', displayName: 'Bob', custodyKey: keccak256(toBytes('foyer-dev:farcaster-custody:bob')) },
] as const satisfies readonly Omit<FarcasterTestUser, 'fid'>[]
