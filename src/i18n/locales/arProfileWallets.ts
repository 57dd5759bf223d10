import type { profileWalletsMessages } from '../messages/profileWallets'

/** Arabic texts of ProfileWallets (every key of `messages/profileWallets.ts`). */
export const arProfileWallets = {
  'view.ProfileWallets.title': 'المحافظ',
  'profileWallets.open': 'المحافظ',
  'profileWallets.openCount': 'المحافظ ({count})',
  'profileWallets.listLabel': 'المحافظ المتصلة',
  'profileWallets.active': 'نشطة',
  'profileWallets.connected': 'متصلة',
  'profileWallets.switch': 'تبديل',
  'profileWallets.switchLabel': 'التبديل إلى {name}',
  'profileWallets.switching': 'جارٍ التبديل…',
  'profileWallets.disconnect': 'قطع الاتصال',
  'profileWallets.disconnectLabel': 'قطع الاتصال بـ {name}',
  'profileWallets.disconnecting': 'جارٍ قطع الاتصال…',
  'profileWallets.switched': 'المحفظة المستخدمة الآن: {name}',
  'profileWallets.add': 'إضافة محفظة',
  'profileWallets.loading': 'جارٍ تحميل المحافظ…',
  'profileWallets.empty': 'لا توجد محفظة متصلة',
  'profileWallets.emptyHint': 'أضف محفظة لتظهر هنا.',
  'profileWallets.notEnabledTitle': 'تعدد المحافظ غير مفعّل',
  'profileWallets.notEnabledText': 'ربط عدة محافظ في الوقت نفسه غير مفعّل لهذا المشروع.',
} satisfies Record<keyof typeof profileWalletsMessages, string>
