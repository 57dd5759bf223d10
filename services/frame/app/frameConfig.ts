import { z } from 'zod'

const frameConfigSchema = z.object({
  allowedOrigins: z.array(z.string()),
  apiUrl: z.url({ protocol: /^https?$/ }),
})

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
