import type { smartAccountMessages } from '../messages/smartAccount'

/** Spanish texts of the embedded wallet's account type (every key of `messages/smartAccount.ts`). */
export const esSmartAccount = {
  'smartAccount.typeLabel': 'Tipo de cuenta',
  'smartAccount.eoa': 'EOA',
  'smartAccount.smartAccount': 'Cuenta inteligente',
  'smartAccount.notUpgraded': 'se actualiza con tu primer lote',
  'smartAccount.switchToSmart': 'Cambiar a cuenta inteligente',
  'smartAccount.switchToEoa': 'Usar como EOA',
  'smartAccount.switching': 'Cambiando…',
} satisfies Record<keyof typeof smartAccountMessages, string>
