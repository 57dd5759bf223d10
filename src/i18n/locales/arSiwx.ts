import type { siwxMessages } from '../messages/siwx'

/** Arabic texts of signing in with the wallet (every key of `messages/siwx.ts`). */
export const arSiwx = {
  'view.SIWXSignMessage.title': 'تسجيل الدخول',
  'siwx.heading': 'يطلب منك {app} تسجيل الدخول',
  'siwx.description': 'وقّع رسالة بمحفظتك لتثبت أنك تملك {address}. لا يكلّف ذلك شيئًا ولا يرسل أي معاملة.',
  'siwx.sign': 'توقيع',
  'siwx.signing': 'جارٍ التوقيع…',
  'siwx.cancel': 'إلغاء',
  'siwx.disconnect': 'قطع الاتصال',
  'siwx.required': 'يتطلب هذا التطبيق تسجيل الدخول للمتابعة.',
  'view.DataCapture.title': 'بريدك الإلكتروني',
  'dataCapture.description': 'ابقَ على تواصل: أدخل عنوان بريدك الإلكتروني. سنرسل إليه رمزًا لتأكيده. يمكنك تخطي هذه الخطوة.',
  'dataCapture.skip': 'تخطٍّ',
  'dataCapture.changeEmail': 'استخدام بريد آخر',
  'siwx.authenticating': 'جارٍ التحقق...',
  'error.Error signing message': 'حدث خطأ أثناء توقيع الرسالة',
  'error.SIWX is not enabled': 'SIWX غير مفعّل',
} satisfies Record<keyof typeof siwxMessages, string>
