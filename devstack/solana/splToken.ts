/*
 * The SPL Token program's two account layouts (mint: 82 bytes, token account: 165 bytes), read for
 * balances and `jsonParsed` answers and written to seed the test mint. Token-2022 accounts are not
 * read: the local runtime seeds only classic SPL tokens.
 */
import { fromBase58, toBase58 } from '../../src/chains/base58'

/** The SPL Token program. */
export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ADDRESS = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
/** Byte length of a mint account. */
export const MINT_SIZE = 82
/** Byte length of a token account. */
export const TOKEN_ACCOUNT_SIZE = 165

/** A decoded mint. */
export type MintState = {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

/** A decoded token account. */
export type TokenAccountState = {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: boolean
  delegatedAmount: bigint
  closeAuthority: string | null
}

const STATES = ['uninitialized', 'initialized', 'frozen'] as const

function view(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength)
}

function optionalKey(data: Uint8Array, at: number): string | null {
  return view(data).getUint32(at, true) === 1 ? toBase58(data.subarray(at + 4, at + 36)) : null
}

/** The mint in `data`, or `null` when `data` is not a mint's size. */
export function decodeMint(data: Uint8Array): MintState | null {
  if (data.length !== MINT_SIZE) return null
  return {
    mintAuthority: optionalKey(data, 0),
    supply: view(data).getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalKey(data, 46),
  }
}

/** The token account in `data`, or `null` when `data` is not a token account's size. */
export function decodeTokenAccount(data: Uint8Array): TokenAccountState | null {
  if (data.length !== TOKEN_ACCOUNT_SIZE) return null
  const bytes = view(data)
  return {
    mint: toBase58(data.subarray(0, 32)),
    owner: toBase58(data.subarray(32, 64)),
    amount: bytes.getBigUint64(64, true),
    delegate: optionalKey(data, 72),
    state: STATES[data[108] ?? 0] ?? 'uninitialized',
    isNative: bytes.getUint32(109, true) === 1,
    delegatedAmount: bytes.getBigUint64(121, true),
    closeAuthority: optionalKey(data, 129),
  }
}

function key32(address: string): Uint8Array {
  const bytes = fromBase58(address)
  if (bytes.length !== 32) throw new Error(`Not a 32-byte address: ${address}`)
  return bytes
}

/** An initialized mint's bytes (no freeze authority). */
export function encodeMint(mint: { mintAuthority: string; supply: bigint; decimals: number }): Uint8Array {
  const data = new Uint8Array(MINT_SIZE)
  view(data).setUint32(0, 1, true)
  data.set(key32(mint.mintAuthority), 4)
  view(data).setBigUint64(36, mint.supply, true)
  data[44] = mint.decimals
  data[45] = 1
  return data
}

/** An initialized token account's bytes (no delegate, not native, no close authority). */
export function encodeTokenAccount(account: { mint: string; owner: string; amount: bigint }): Uint8Array {
  const data = new Uint8Array(TOKEN_ACCOUNT_SIZE)
  data.set(key32(account.mint), 0)
  data.set(key32(account.owner), 32)
  view(data).setBigUint64(64, account.amount, true)
  data[108] = 1
  return data
}

/**
 * A base-unit amount as the RPC's `uiTokenAmount` (`uiAmountString` has no trailing zeros).
 *
 * @example
 * toUiTokenAmount(1_500_000n, 6) // { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' }
 */
export function toUiTokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
