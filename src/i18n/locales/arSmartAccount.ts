import type { smartAccountMessages } from '../messages/smartAccount'

/** Arabic texts of the embedded wallet's account type (every key of `messages/smartAccount.ts`). */
export const arSmartAccount = {
  'smartAccount.typeLabel': 'نوع الحساب',
  'smartAccount.eoa': 'حساب خارجي (EOA)',
  'smartAccount.smartAccount': 'حساب ذكي',
  'smartAccount.notUpgraded': 'تتم الترقية مع أول دفعة',
  'smartAccount.switchToSmart': 'التبديل إلى حساب ذكي',
  'smartAccount.switchToEoa': 'الاستخدام كحساب خارجي',
  'smartAccount.switching': 'جارٍ التبديل…',
} satisfies Record<keyof typeof smartAccountMessages, string>
