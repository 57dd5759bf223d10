import { z } from 'zod'

/** A provider object that answers JSON-RPC style `request(method, params)` calls. */
export type RequestProviderLike = { request(method: string, params?: unknown): Promise<unknown> }

/** One injected request provider found in the page, named as it registered itself. */
export type FoundRequestProvider<Provider extends RequestProviderLike = RequestProviderLike> = {
  /** The provider's path on `window` (`XverseProviders.BitcoinProvider` is `window.XverseProviders.BitcoinProvider`). */
  path: string
  name: string
  icon: string | undefined
  provider: Provider
}

/** Which family a caller lists providers for: a registration that names its methods must serve it. */
export type RequestProviderFamily = 'bitcoin' | 'stacks'

// A WBIP-004 registration: `id` is the provider's path on `window`; `methods`, when a wallet lists
// them, says which requests it answers. Anything else a wallet adds is ignored.
const registration = z
  .object({
    id: z.string().min(1).max(200),
    name: z.string().min(1).max(100),
    icon: z.string().max(100_000).optional(),
    methods: z.array(z.string().max(100)).max(200).optional(),
  })
  .loose()

// Without `methods` a registration does not say what it serves, and is listed for every family.
// With them, Bitcoin needs PSBT signing and Stacks one of its own `stx_` methods, so a Stacks-only
// wallet is not offered as a Bitcoin wallet (and the other way round).
const serves: Record<RequestProviderFamily, (methods: readonly string[]) => boolean> = {
  bitcoin: (methods) => methods.includes('signPsbt'),
  stacks: (methods) => methods.some((method) => method.startsWith('stx_')),
}

function providerAt(scope: Record<string, unknown>, path: string): RequestProviderLike | undefined {
  let current: unknown = scope
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return typeof current === 'object' && current !== null && typeof (current as { request?: unknown }).request === 'function'
    ? (current as RequestProviderLike)
    : undefined
}

/**
 * The request providers of `family` in the page now (none outside a browser): those registered in
 * `window.wbip_providers` (WBIP-004; and in the older lists named in `registries`) with a provider
 * at their path, then the `known` paths unless already listed. One wallet often injects the same
 * provider under several names, so a provider is listed once.
 *
 * @example
 * findRequestProviders('bitcoin', [{ path: 'LeatherProvider', name: 'Leather' }]).map((found) => found.name)
 */
export function findRequestProviders(
  family: RequestProviderFamily,
  known: readonly { path: string; name: string }[],
  registries: readonly string[] = ['wbip_providers'],
): FoundRequestProvider[] {
  const scope = (globalThis as unknown as { window?: Record<string, unknown> }).window
  if (!scope) return []
  const found: FoundRequestProvider[] = []
  const add = (path: string, name: string, icon?: string) => {
    const provider = providerAt(scope, path)
    if (!provider || found.some((entry) => entry.provider === provider || entry.path === path || entry.name === name)) return
    found.push({ path, name, icon, provider })
  }
  for (const list of registries) {
    const entries = scope[list]
    for (const entry of Array.isArray(entries) ? entries : []) {
      const parsed = registration.safeParse(entry)
      if (parsed.success && (parsed.data.methods === undefined || serves[family](parsed.data.methods))) add(parsed.data.id, parsed.data.name, parsed.data.icon)
    }
  }
  for (const wallet of known) add(wallet.path, wallet.name)
  return found
}
