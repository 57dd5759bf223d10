import { toBase58 } from '../../src/chains/base58'
import type { SolanaChain } from './createSolanaChain'
import { decodeMint, decodeTokenAccount, TOKEN_ACCOUNT_SIZE, TOKEN_PROGRAM_ADDRESS, toUiTokenAmount } from './splToken'

/** Account data encodings the runtime answers with. */
export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed'

type Account = NonNullable<ReturnType<SolanaChain['getAccount']>>

function parsedToken(chain: SolanaChain, account: Account) {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
  const token = decodeTokenAccount(account.data)
  if (token) {
    const mint = chain.getAccount(token.mint)
    const decimals = mint ? (decodeMint(mint.data)?.decimals ?? 0) : 0
    return {
      program: 'spl-token',
      parsed: {
        info: {
          isNative: token.isNative,
          mint: token.mint,
          owner: token.owner,
          state: token.state,
          tokenAmount: toUiTokenAmount(token.amount, decimals),
          ...(token.delegate ? { delegate: token.delegate, delegatedAmount: toUiTokenAmount(token.delegatedAmount, decimals) } : {}),
          ...(token.closeAuthority ? { closeAuthority: token.closeAuthority } : {}),
        },
        type: 'account',
      },
      space: TOKEN_ACCOUNT_SIZE,
    }
  }
  const mint = decodeMint(account.data)
  if (!mint) return undefined
  return {
    program: 'spl-token',
    parsed: {
      info: {
        decimals: mint.decimals,
        freezeAuthority: mint.freezeAuthority,
        isInitialized: mint.isInitialized,
        mintAuthority: mint.mintAuthority,
        supply: mint.supply.toString(),
      },
      type: 'mint',
    },
    space: account.data.length,
  }
}

/**
 * An account as the RPC's `getAccountInfo` shows it. `jsonParsed` parses SPL Token mints and token
 * accounts and falls back to base64 for anything else, as validators do.
 */
export function encodeAccount(chain: SolanaChain, account: Account, encoding: AccountEncoding) {
  const parsed = encoding === 'jsonParsed' ? parsedToken(chain, account) : undefined
  const data = parsed ?? (encoding === 'base58' ? [toBase58(account.data), 'base58'] : [Buffer.from(account.data).toString('base64'), 'base64'])
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    // litesvm does not expose it; rent-exempt accounts on real clusters show u64::MAX here.
    rentEpoch: 0,
    space: account.data.length,
  }
}
