import type { Page } from '@playwright/test'
import { dialog, expect } from './fixtures'

/**
 * The pairing URI the open dialog's WalletConnect QR code carries, once it is there (and, with
 * `other`, once it is another one: a fresh pairing after a refusal or an expiry).
 */
export async function qrPairingUri(page: Page, other?: string): Promise<string> {
  const qr = dialog(page).getByTestId('foyer-wc-qr')
  let uri = ''
  await expect
    .poll(
      async () => {
        uri = (await qr.getAttribute('data-uri').catch(() => null)) ?? ''
        return /^wc:[0-9a-f]{64}@2\?/.test(uri) && uri !== other
      },
      { timeout: 45_000 },
    )
    .toBe(true)
  return uri
}
