import type { TestWalletProviderInfo } from './testWalletTypes'

// An open door on a threshold (a foyer), drawn for this kit.
const iconSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
  '<rect width="32" height="32" rx="8" fill="#1e293b"/>',
  '<path d="M10 25V9a3 3 0 0 1 3-3h6a3 3 0 0 1 3 3v16z" fill="#fbbf24"/>',
  '<path d="M13 25V10l6-2v17z" fill="#f59e0b"/>',
  '<circle cx="17" cy="17" r="1.3" fill="#1e293b"/>',
  '<path d="M7 25.5h18" stroke="#fbbf24" stroke-width="2" stroke-linecap="round"/>',
  '</svg>',
].join('')

/** The test wallet's default EIP-6963 icon: an inline SVG as a data: URI. */
export const testWalletIcon = `data:image/svg+xml,${encodeURIComponent(iconSvg)}`

/**
 * EIP-6963 provider info for the test wallet, with defaults for every field. The uuid is new on
 * every call, because EIP-6963 wants one per page session.
 * @example
 * createTestWalletInfo({ name: 'Alice (test)' })
 * // { uuid: '…', name: 'Alice (test)', icon: 'data:image/svg+xml,…', rdns: 'dev.foyer.testwallet' }
 */
export function createTestWalletInfo(info: Partial<TestWalletProviderInfo> = {}): TestWalletProviderInfo {
  return {
    uuid: info.uuid ?? randomUuid(),
    name: info.name ?? 'Foyer Test Wallet',
    icon: info.icon ?? testWalletIcon,
    rdns: info.rdns ?? 'dev.foyer.testwallet',
  }
}

/** `crypto.randomUUID` only exists in secure contexts; a demo on a LAN address is not one. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
