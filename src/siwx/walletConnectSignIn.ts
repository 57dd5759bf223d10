import { UnsupportedChainNamespaceError } from '../errors/namespaceErrors'
import { SiwxSignMessageError } from '../errors/siwxErrors'
import type { SiwxConfig, SiwxMessage } from './siwxTypes'

/** A CACAO (CAIP-74) as WalletConnect's one-step sign-in returns it: the signed sign-in payload. */
export type WalletConnectCacao = {
  p: {
    /** `did:pkh:eip155:<chain>:<address>`: who signed, on which network. */
    iss: string
    domain: string
    /** The sign-in's URI. */
    aud?: string | undefined
    version?: string | undefined
    nonce: string
    iat?: string | undefined
    exp?: string | undefined
    statement?: string | undefined
    resources?: string[] | undefined
  }
  s: { t: string; s: string }
}

/** What one-step sign-in needs of a WalletConnect provider (EthereumProvider / UniversalProvider). */
export type WalletConnectAuthenticator = {
  /** Pairs and asks the wallet to connect and sign in at once (`wc_sessionAuthenticate`). */
  authenticate(params: {
    chains: string[]
    domain: string
    uri: string
    nonce: string
    statement?: string | undefined
    iat?: string | undefined
    exp?: string | undefined
    methods?: string[] | undefined
  }): Promise<{ auths?: readonly WalletConnectCacao[] | undefined } | undefined>
  /** The EIP-4361 text the wallet signed for a payload (the sign client's `formatAuthMessage`). */
  formatMessage(payload: WalletConnectCacao['p'], iss: string): string
}

/** Parameters of {@link signInWithWalletConnect}. */
export type SignInWithWalletConnectParameters = {
  authenticator: WalletConnectAuthenticator
  siwx: SiwxConfig
  /** CAIP-2 networks asked for, e.g. `['eip155:1', 'eip155:8453']`. */
  chains: readonly string[]
  /** Session methods to ask for beside the sign-in. @default ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] */
  methods?: readonly string[] | undefined
  /**
   * A wallet without one-step sign-in answers with a plain session and no signature: resolve with no
   * sessions (the sign view follows) instead of failing. @default false
   */
  allowNoSignature?: boolean | undefined
}

// Any valid address does for asking the configuration for a nonce: the wallet picks the account.
const PLACEHOLDER_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * Whether one-step sign-in applies: only when every requested network is an eip155 one.
 *
 * @example
 * walletConnectSignInApplies(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) // false
 */
export function walletConnectSignInApplies(chains: readonly string[]): boolean {
  return chains.length > 0 && chains.every((chain) => /^eip155:\d+$/.test(chain))
}

/**
 * WalletConnect's one-step sign-in (the universal provider's `authenticate`, shown as 'Authenticating...'):
 * takes a nonce and the message fields from the `siwx` configuration, has the wallet connect and sign
 * the sign-in in one step, and stores each returned signature as a session (a wallet may return one
 * per network; the first one the configuration accepts is enough, as one nonce signs one session).
 *
 * @returns the sessions stored (at least one; none with `allowNoSignature` when the wallet signed nothing).
 * @throws when the wallet returns no signature, or the configuration accepts none; the caller then
 *   disconnects (a connection that did not sign in is not kept) and shows the error.
 */
export async function signInWithWalletConnect(parameters: SignInWithWalletConnectParameters): Promise<SiwxMessage[]> {
  const { authenticator, siwx, chains } = parameters
  if (!walletConnectSignInApplies(chains))
    throw new UnsupportedChainNamespaceError({ namespace: chains.find((chain) => !chain.startsWith('eip155:')) ?? '(none)' })
  const first = chains[0] as string
  const fields = await siwx.createMessage({ accountAddress: PLACEHOLDER_ADDRESS, chainId: first })
  const result = await authenticator.authenticate({
    chains: [...chains],
    domain: fields.domain,
    uri: fields.uri,
    nonce: fields.nonce,
    statement: fields.statement,
    iat: fields.issuedAt,
    exp: fields.expirationTime,
    methods: [...(parameters.methods ?? ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])],
  })
  if (parameters.allowNoSignature && (result?.auths ?? []).length === 0) return []
  const stored: SiwxMessage[] = []
  let lastError: unknown = new SiwxSignMessageError({ details: 'The wallet returned no sign-in signature' })
  for (const cacao of result?.auths ?? []) {
    const match = /^did:pkh:(eip155:\d+):(0x[0-9a-fA-F]{40})$/.exec(cacao.p.iss)
    if (!match) continue
    const [, chainId, accountAddress] = match as unknown as [string, string, string]
    const message = authenticator.formatMessage(cacao.p, cacao.p.iss)
    const data: SiwxMessage = {
      accountAddress,
      chainId,
      domain: cacao.p.domain,
      uri: cacao.p.aud ?? fields.uri,
      version: cacao.p.version ?? '1',
      nonce: cacao.p.nonce,
      statement: cacao.p.statement,
      issuedAt: cacao.p.iat,
      expirationTime: cacao.p.exp,
      resources: cacao.p.resources,
      serializedMessage: message,
    }
    try {
      await siwx.addSession({ data, message, signature: cacao.s.s as `0x${string}`, cacao })
      stored.push(data)
      break
    } catch (error) {
      lastError = error
    }
  }
  if (stored.length === 0) throw lastError
  return stored
}
