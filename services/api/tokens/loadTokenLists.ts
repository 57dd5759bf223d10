import { readFile } from 'node:fs/promises'
import { isAbsolute, resolve } from 'node:path'
import { schema } from '@uniswap/token-lists'
import Ajv from 'ajv'
import type { ErrorObject, ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { z } from 'zod'
import { BaseError } from '../../../src/errors/BaseError'
import defaultTokenList from './defaultTokenList.json'
import type { ListedToken } from './tokenRegistry'
import { isHttpsOrLoopback } from '../../http/loopbackUrl'

/** The name in `tokenLists` that stands for the list shipped with Foyer (defaultTokenList.json). */
export const DEFAULT_TOKEN_LIST = 'default'

/** Thrown when a configured token list cannot be read or does not follow the Token Lists schema. */
export class TokenListError extends BaseError {
  override name = 'TokenListError'
  /** The list as configured (path or URL). */
  list: string
  constructor(list: string, reason: string, options: { cause?: unknown; details?: string } = {}) {
    super(`Token list ${list}: ${reason}`, { ...options, docsPath: '/services#token-lists' })
    this.list = list
  }
}

/** Options of {@link loadTokenLists}. */
export type LoadTokenListsOptions = {
  /**
   * How long a list URL may take to answer.
   * @default 10_000
   */
  timeoutMs?: number
  /**
   * Where relative file paths start.
   * @default process.cwd()
   */
  baseDir?: string
}

/** A list larger than this is refused: the Token Lists schema caps a list at 10,000 tokens. */
const MAX_LIST_BYTES = 20 * 1024 * 1024

let validator: ValidateFunction | undefined
function validateList(): ValidateFunction {
  if (!validator) {
    const ajv = new Ajv({ allErrors: true })
    addFormats(ajv)
    validator = ajv.compile(schema)
  }
  return validator
}

// What the endpoints use of a list that passed the schema (zod only types it).
const listSchema = z.object({
  tokens: z.array(
    z.object({
      chainId: z.number().int().positive(),
      address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().int().min(0).max(255),
      logoURI: z.string().optional(),
    }),
  ),
})

const describe = (errors: readonly ErrorObject[]) =>
  errors
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
    .join('; ')

/**
 * Checks a token list against the Token Lists JSON schema (`@uniswap/token-lists`) and returns its
 * EVM tokens. Entries whose address is not an EVM contract (Solana mints under chain id 501000101
 * in Uniswap's lists) belong to another namespace: they are set aside before the check, whose
 * address pattern is EVM-only, and Solana tokens come from the `solana.tokens` configuration.
 *
 * @throws {TokenListError} naming the list when it does not follow the schema.
 */
export function parseTokenList(list: string, json: unknown): ListedToken[] {
  const evmOnly =
    json && typeof json === 'object' && Array.isArray((json as { tokens?: unknown }).tokens)
      ? {
          ...json,
          tokens: (json as { tokens: unknown[] }).tokens.filter(
            (token) =>
              !(
                token &&
                typeof token === 'object' &&
                typeof (token as { address?: unknown }).address === 'string' &&
                !(token as { address: string }).address.startsWith('0x')
              ),
          ),
        }
      : json
  const validate = validateList()
  if (!validate(evmOnly)) throw new TokenListError(list, 'does not follow the Token Lists schema', { details: describe(validate.errors ?? []) })
  return listSchema.parse(evmOnly).tokens.map(({ chainId, address, name, symbol, decimals, logoURI }) => ({
    chainId,
    address: address as ListedToken['address'],
    name,
    symbol,
    decimals,
    ...(logoURI ? { logoURI } : {}),
  }))
}

async function readList(list: string, { timeoutMs = 10_000, baseDir = process.cwd() }: LoadTokenListsOptions): Promise<unknown> {
  if (list === DEFAULT_TOKEN_LIST) return defaultTokenList
  let text: string
  if (/^https?:\/\//i.test(list)) {
    const url = new URL(list)
    // A list read in the clear could be rewritten on the way: only https, or this machine.
    if (!isHttpsOrLoopback(list)) throw new TokenListError(list, 'a list URL must use https')
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).catch((cause: unknown) => {
      throw new TokenListError(list, 'could not be fetched', { cause })
    })
    // Redirects are followed (list hosts move), but not down to plain http.
    const landed = new URL(response.url || list)
    if (!isHttpsOrLoopback(landed.href)) throw new TokenListError(list, `redirected to ${landed.origin}, which is not https`)
    if (!response.ok) throw new TokenListError(list, `answered HTTP ${response.status}`)
    if (Number(response.headers.get('content-length') ?? 0) > MAX_LIST_BYTES) throw new TokenListError(list, 'is too large')
    text = await response.text()
  } else {
    const path = isAbsolute(list) ? list : resolve(baseDir, list)
    text = await readFile(path, 'utf8').catch((cause: unknown) => {
      throw new TokenListError(list, 'could not be read', { cause })
    })
  }
  if (text.length > MAX_LIST_BYTES) throw new TokenListError(list, 'is too large')
  try {
    return JSON.parse(text) as unknown
  } catch (cause) {
    throw new TokenListError(list, 'is not JSON', { cause })
  }
}

/**
 * Reads the configured token lists (file paths, https URLs, or {@link DEFAULT_TOKEN_LIST}), in order,
 * and checks each against the Token Lists schema; the first that fails stops the start-up.
 *
 * @throws {TokenListError} naming the list that cannot be read or fails the schema.
 * @example
 * const tokens = createTokenRegistry(await loadTokenLists(['default', 'https://tokens.example.com/list.json']))
 */
export async function loadTokenLists(lists: readonly string[], options: LoadTokenListsOptions = {}): Promise<ListedToken[]> {
  const loaded: ListedToken[] = []
  for (const list of lists) loaded.push(...parseTokenList(list, await readList(list, options)))
  return loaded
}
