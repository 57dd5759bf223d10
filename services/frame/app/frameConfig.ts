import { z } from 'zod'
import { frameSolanaClusterSchema } from './solanaConfig'

const frameChainSchema = z.object({
  id: z.number().int().positive(),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  maxFeeWei: z
    .string()
    .regex(/^[1-9][0-9]{0,77}$/)
    .transform((text) => BigInt(text)),
  nativeSymbol: z.string().regex(/^[A-Za-z0-9.$-]{1,12}$/),
  /** The EIP-7702 implementation embedded accounts delegate to here; absent on EOA-only chains. */
  smartAccountImplementation: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .transform((text) => text as `0x${string}`)
    .optional(),
  /**
   * The operator lets apps ask for smart sessions (ERC-7715) here: `smartAccountImplementation` is
   * then a `SessionAccount`, which enforces each session on chain. Off unless set.
   */
  smartSessions: z.boolean().optional(),
})

const frameConfigSchema = z.object({
  allowedOrigins: z.array(z.string()),
  apiUrl: z.url({ protocol: /^https?$/ }),
  chains: z.array(frameChainSchema),
  /** The Solana clusters the embedded wallet signs for (absent: none). */
  solana: z.array(frameSolanaClusterSchema).default([]),
  /** The API's answer about the page's project, when the server had a fresh one. */
  project: z.union([z.object({ id: z.string(), allowedOrigins: z.array(z.string()) }), z.object({ id: z.string(), unknown: z.literal(true) })]).optional(),
})

/** One chain the frame uses: its own RPC URL and the largest maximum fee it lets a transaction have. */
export type FrameChain = z.infer<typeof frameChainSchema>

/** What the frame server puts in the page's `#foyer-frame-config` JSON block. */
export type FrameConfig = z.infer<typeof frameConfigSchema>

/** Reads and checks the page's config block, or `undefined` when it is missing or invalid. */
export function readFrameConfig(doc: Document = document): FrameConfig | undefined {
  try {
    const parsed = frameConfigSchema.safeParse(JSON.parse(doc.getElementById('foyer-frame-config')?.textContent ?? ''))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Sets `<html data-foyer-frame>`, the frame's status for tests and debugging. */
export function setFrameStatus(status: string): void {
  document.documentElement.dataset.foyerFrame = status
}
