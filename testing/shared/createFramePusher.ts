import type { BrowserContext, Frame, Page } from '@playwright/test'

/** Pushes a test wallet's events into the pages of a Playwright target, in order. */
export type FramePusher = {
  /** Queues `events` for every frame of the target but `except` (the frame that caused them). */
  push(events: readonly unknown[], except?: unknown): void
  /** Resolves once every queued push has reached the frames. */
  settled(): Promise<void>
}

/**
 * Delivers events a test wallet emits from the Node side (account switch, disconnect) to every
 * frame of a page or context, through the page-side global `emitHook`. Pushes run one after
 * another, so two quick switches arrive in the order they happened.
 * @example
 * const pusher = createFramePusher(context, '__foyerTestWalletEmit')
 * wallet.subscribe((events) => pusher.push(events))
 */
export function createFramePusher(target: Page | BrowserContext, emitHook: string): FramePusher {
  const frames = (): Frame[] => ('newPage' in target ? target.pages() : [target]).flatMap((page) => page.frames())
  let pushes: Promise<void> = Promise.resolve()
  const run = (events: readonly unknown[], except: unknown) =>
    Promise.all(
      frames()
        .filter((frame) => frame !== except)
        .map((frame) =>
          frame
            .evaluate(
              ([hook, list]) => {
                const emit = (window as unknown as Record<string, unknown>)[hook]
                if (typeof emit === 'function') emit(list)
              },
              [emitHook, events] as const,
            )
            // A frame that navigates or closes meanwhile simply misses the event, like a tab would.
            .catch(() => undefined),
        ),
    ).then(() => undefined)
  return {
    push(events, except) {
      pushes = pushes.then(() => run(events, except))
    },
    settled() {
      return pushes
    },
  }
}
