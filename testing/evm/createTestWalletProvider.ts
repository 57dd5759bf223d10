import { createTestWalletInfo } from './testWalletInfo'
import { installTestWalletProvider } from './testWalletProvider'
import type { TestWalletBridge, TestWalletProvider } from './testWalletProvider'
import type { TestWalletProviderInfo } from './testWalletTypes'

/** Options of {@link createTestWalletProvider}. */
export type CreateTestWalletProviderOptions = {
  /** Carries a request to the wallet and resolves with its JSON answer. */
  send: TestWalletBridge
  /**
   * EIP-6963 info; missing fields get the test wallet's defaults and a fresh uuid.
   * @default createTestWalletInfo()
   */
  info?: Partial<TestWalletProviderInfo>
  /**
   * Announce through EIP-6963.
   * @default true
   */
  announce?: boolean
  /**
   * Name of a global `(events) => void` function the host can call to push events.
   * @default none
   */
  emitHook?: string
  /**
   * Also set `window.ethereum`.
   * @default false
   */
  windowEthereum?: boolean
}

/**
 * The in-page way to get the test wallet's provider, for a demo that keeps the wallet on a
 * server and bridges over `fetch`. Runs the same code as the Playwright init script.
 * @example
 * const provider = createTestWalletProvider({
 *   send: (payload) =>
 *     fetch('/test-wallet', { method: 'POST', body: JSON.stringify(payload) }).then((r) => r.json()),
 * })
 */
export function createTestWalletProvider(options: CreateTestWalletProviderOptions): TestWalletProvider {
  return installTestWalletProvider({
    bridge: options.send,
    info: createTestWalletInfo(options.info),
    announce: options.announce ?? true,
    emitHook: options.emitHook ?? false,
    windowEthereum: options.windowEthereum ?? false,
  })
}
