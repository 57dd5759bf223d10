import type { namesMessages } from '../messages/names'

/** Arabic texts of choosing a name (every key of `messages/names.ts`). */
export const arNames = {
  'view.RegisterAccountName.title': 'اختر اسمًا',
  'view.RegisterAccountNameSuccess.title': 'تم تسجيل الاسم',
  'names.choose': 'اختر اسمًا',
  'names.label': 'الاسم',
  'names.description': 'اسم يمكن للأشخاص والتطبيقات استخدامه بدلًا من عنوانك، ينتهي بـ .{zone}.',
  'names.rules': '4 أحرف على الأقل: حروف وأرقام وشرطات فقط.',
  'names.tooShort': 'يحتاج الاسم إلى 4 أحرف على الأقل',
  'names.tooLong': 'يمكن أن يحتوي الاسم على 63 حرفًا على الأكثر',
  'names.invalidCharacters': 'استخدم الحروف والأرقام والشرطات فقط',
  'names.checking': 'جارٍ التحقق…',
  'names.available': '{name} متاح',
  'names.taken': '{name} محجوز',
  'names.suggestions': 'اقتراحات',
  'names.register': 'تسجيل',
  'names.registering': 'جارٍ التسجيل…',
  'names.authOnly': 'لا يمكن تسجيل اسم إلا لحساب في المحفظة المدمجة (تسجيل الدخول بالبريد الإلكتروني أو بحساب اجتماعي).',
  'names.success': '{name} أصبح لك',
  'names.successDescription': 'التطبيقات التي تبحث عن أسماء ENS تعرضه الآن لـ {address}.',
  'names.done': 'تم',
  'names.accountName': 'الاسم',
  'error.Error fetching name suggestions': 'حدث خطأ أثناء جلب اقتراحات الأسماء',
  'error.Error fetching names for address': 'حدث خطأ أثناء جلب أسماء العنوان',
  'error.Error registering name': 'حدث خطأ أثناء تسجيل الاسم {name}',
} satisfies Record<keyof typeof namesMessages, string>
