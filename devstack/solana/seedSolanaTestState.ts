import { PublicKey } from '@solana/web3.js'
import type { SolanaChain } from './createSolanaChain'
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_SOL_LAMPORTS, SOLANA_TEST_USDC, SOLANA_TEST_USDC_UNITS } from './solanaTestAccounts'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, encodeMint, encodeTokenAccount, MINT_SIZE, TOKEN_ACCOUNT_SIZE, TOKEN_PROGRAM_ADDRESS } from './splToken'

/**
 * The associated token account of `owner` for `mint` (classic SPL Token program).
 *
 * @example
 * associatedTokenAddress(SOLANA_TEST_ACCOUNTS[0].address, SOLANA_TEST_USDC.mint)
 */
export function associatedTokenAddress(owner: string, mint: string): string {
  const [address] = PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBytes(), new PublicKey(TOKEN_PROGRAM_ADDRESS).toBytes(), new PublicKey(mint).toBytes()],
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ADDRESS),
  )
  return address.toBase58()
}

/**
 * Writes the fixed test state straight into the chain's accounts (no transactions, so no history):
 * the test accounts' SOL, the test USDC mint (authority: test account 0) and each account's
 * associated token account holding its USDC.
 */
export function seedSolanaTestState(chain: SolanaChain): void {
  const rent = (size: number) => chain.svm.minimumBalanceForRentExemption(BigInt(size))
  chain.setAccount(SOLANA_TEST_USDC.mint, {
    lamports: rent(MINT_SIZE),
    owner: TOKEN_PROGRAM_ADDRESS,
    data: encodeMint({
      mintAuthority: SOLANA_TEST_ACCOUNTS[0]!.address,
      supply: SOLANA_TEST_USDC_UNITS * BigInt(SOLANA_TEST_ACCOUNTS.length),
      decimals: SOLANA_TEST_USDC.decimals,
    }),
  })
  for (const { address } of SOLANA_TEST_ACCOUNTS) {
    chain.setAccount(address, { lamports: SOLANA_TEST_SOL_LAMPORTS })
    chain.setAccount(associatedTokenAddress(address, SOLANA_TEST_USDC.mint), {
      lamports: rent(TOKEN_ACCOUNT_SIZE),
      owner: TOKEN_PROGRAM_ADDRESS,
      data: encodeTokenAccount({ mint: SOLANA_TEST_USDC.mint, owner: address, amount: SOLANA_TEST_USDC_UNITS }),
    })
  }
}
