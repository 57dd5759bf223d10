import type { buttonMessages } from '../messages/button'
import { connectLabels } from '../messages/connectLabel'

/** Arabic texts of the account button, the network button and the legal checkbox. */
export const arButton = {
  'button.connect': connectLabels.ar,
  'button.restoring': 'جارٍ الاتصال…',
  'button.account': 'الحساب {account}، {balance} على {network}',
  'button.accountNoBalance': 'الحساب {account} على {network}',
  'button.network': 'الشبكة: {network}، تبديل الشبكة',
  'legal.agreeBoth': 'أوافق على {terms} و{privacy}',
  'legal.agreeTerms': 'أوافق على {terms}',
  'legal.agreePrivacy': 'أوافق على {privacy}',
  'legal.terms': 'شروط الخدمة',
  'legal.privacy': 'سياسة الخصوصية',
  'legal.newTab': '(يفتح في علامة تبويب جديدة)',
  'legal.required': 'وافق على الشروط أولاً: لا يمكن الاتصال قبل تحديد المربع.',
} satisfies Record<keyof typeof buttonMessages, string>
