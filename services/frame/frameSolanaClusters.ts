import { ServerConfigError } from '../http/ServerConfigError'
import { publishableRpcUrl } from './publishableRpcUrl'

/** One Solana cluster of `createFrameServer({ solana })`. */
export type FrameSolanaClusterOption = {
  /** CAIP-2 id: `solana:` and the first 32 characters of the cluster's genesis hash. */
  caipNetworkId: string
  /**
   * A public JSON-RPC URL (http or https) of the cluster for the frame. The page publishes it, so it
   * may not carry credentials.
   * @default the API's RPC gateway, `${apiUrl}/v1/?chainId=<caipNetworkId>&projectId=<the page's project>`
   */
  rpcUrl?: string | undefined
  /** Shown in the approval. @default the CAIP-2 id */
  name?: string | undefined
  /**
   * Tokens the approval names by symbol; any other token shows its mint address.
   * @default []
   */
  tokens?: readonly { mint: string; symbol: string; decimals: number }[] | undefined
}

/** A cluster as the page's config block carries it. */
export type FrameSolanaClusterConfig = { caipNetworkId: string; rpcUrl: string; name: string; tokens: { mint: string; symbol: string; decimals: number }[] }

/** A cluster of the server's options, checked, before a missing `rpcUrl` becomes the gateway's. */
export type FrameSolanaClusterEntry = Omit<FrameSolanaClusterConfig, 'rpcUrl'> & { rpcUrl: string | undefined }

/**
 * Checks the Solana clusters of the frame server's options and fills their defaults.
 *
 * @throws on an invalid or repeated id, a non-http(s) URL or one with credentials, or an invalid token.
 */
export function frameSolanaClustersConfig(clusters: readonly FrameSolanaClusterOption[]): FrameSolanaClusterEntry[] {
  const seen = new Set<string>()
  return clusters.map(({ caipNetworkId, rpcUrl, name, tokens = [] }) => {
    if (!/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/.test(caipNetworkId) || seen.has(caipNetworkId)) {
      throw new ServerConfigError(`Frame Solana clusters: invalid or repeated id ${caipNetworkId}`)
    }
    seen.add(caipNetworkId)
    if (rpcUrl !== undefined) publishableRpcUrl(rpcUrl, `Frame Solana clusters: ${caipNetworkId}`)
    for (const token of tokens) {
      if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(token.mint) || !/^[A-Za-z0-9.$-]{1,12}$/.test(token.symbol) || !Number.isInteger(token.decimals)) {
        throw new ServerConfigError(`Frame Solana clusters: ${caipNetworkId} has an invalid token ${token.mint}`)
      }
    }
    return {
      caipNetworkId,
      rpcUrl,
      name: (name ?? caipNetworkId).slice(0, 60),
      tokens: tokens.map(({ mint, symbol, decimals }) => ({ mint, symbol, decimals })),
    }
  })
}
