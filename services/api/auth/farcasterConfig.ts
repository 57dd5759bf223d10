import { z } from 'zod'
import { isHttpsOrLoopback } from '../../http/loopbackUrl'
import type { FarcasterOptions } from './farcasterOptions'
import { FARCASTER_RELAY_URL } from './farcasterRelay'

/**
 * The `farcaster` key of the services' configuration: Sign In With Farcaster through a Farcaster
 * Auth relay (`relayUrl`: https, or http on a loopback host for a local relay), the ID Registry read
 * through `optimismRpcUrl` (it may carry a provider key: only the API uses it), and the `domain` and
 * `siweUri` the user signs in to (by default the login frame's public host and URL).
 */
export const farcasterConfigSchema = z.strictObject({
  relayUrl: z
    .url({ protocol: /^https?$/ })
    .refine((text) => !URL.canParse(text) || isHttpsOrLoopback(text), 'Expected an https URL (http only on loopback)')
    .optional(),
  optimismRpcUrl: z.url({ protocol: /^https?$/, error: 'Expected the http(s) URL of an Optimism JSON-RPC node' }),
  // The relay's own rule for a domain: a host name or address, with an optional port.
  domain: z
    .string()
    .regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/, 'Expected a host, e.g. login.example.com')
    .optional(),
  siweUri: z.url({ protocol: /^https?$/ }).optional(),
})

/** The `farcaster` configuration as written. */
export type FarcasterConfig = z.output<typeof farcasterConfigSchema>

/**
 * The Farcaster options of `authRoutes` from the configuration, the login frame's public URL giving
 * the defaults of `domain` (its host) and `siweUri` (itself).
 *
 * @example
 * farcasterOptionsFromConfig({ optimismRpcUrl }, 'https://login.example.com')
 * // { relayUrl: 'https://relay.farcaster.xyz', optimismRpcUrl, domain: 'login.example.com', siweUri: 'https://login.example.com' }
 */
export function farcasterOptionsFromConfig(config: FarcasterConfig, frameUrl: string): FarcasterOptions {
  return {
    relayUrl: config.relayUrl ?? FARCASTER_RELAY_URL,
    optimismRpcUrl: config.optimismRpcUrl,
    domain: config.domain ?? new URL(frameUrl).host,
    siweUri: config.siweUri ?? frameUrl,
  }
}
