import { rpcUrlCredentials } from '../api/rpc/rpcUrlCredentials'
import { ServerConfigError } from '../http/ServerConfigError'

/**
 * Checks a URL the frame page will publish: http(s), and no credentials.
 *
 * @throws {ServerConfigError} naming `owner` (e.g. `Frame chains: chain 1`) and what is wrong.
 * @example
 * publishableRpcUrl('https://mainnet.base.org', 'Frame chains: chain 8453')
 */
export function publishableRpcUrl(rpcUrl: string, owner: string): void {
  if (!URL.canParse(rpcUrl) || !/^https?:$/.test(new URL(rpcUrl).protocol)) throw new ServerConfigError(`${owner} needs an http(s) rpcUrl`)
  const credentials = rpcUrlCredentials(rpcUrl)
  if (credentials) {
    throw new ServerConfigError(
      `${owner}: its rpcUrl carries credentials (${credentials}) and would be published in the frame page; give a public URL, or none to use the API's RPC gateway`,
    )
  }
}
