/** Egypt's 27 governorates (checkout state select when the country is Egypt). */
export const EGYPT_GOVERNORATES = [
  { code: 'C', en: 'Cairo', ar: 'القاهرة' },
  { code: 'GZ', en: 'Giza', ar: 'الجيزة' },
  { code: 'ALX', en: 'Alexandria', ar: 'الإسكندرية' },
  { code: 'KB', en: 'Qalyubia', ar: 'القليوبية' },
  { code: 'SHR', en: 'Sharqia', ar: 'الشرقية' },
  { code: 'DK', en: 'Dakahlia', ar: 'الدقهلية' },
  { code: 'GH', en: 'Gharbia', ar: 'الغربية' },
  { code: 'MNF', en: 'Monufia', ar: 'المنوفية' },
  { code: 'BH', en: 'Beheira', ar: 'البحيرة' },
  { code: 'KFS', en: 'Kafr El Sheikh', ar: 'كفر الشيخ' },
  { code: 'DT', en: 'Damietta', ar: 'دمياط' },
  { code: 'PTS', en: 'Port Said', ar: 'بورسعيد' },
  { code: 'IS', en: 'Ismailia', ar: 'الإسماعيلية' },
  { code: 'SUZ', en: 'Suez', ar: 'السويس' },
  { code: 'FYM', en: 'Faiyum', ar: 'الفيوم' },
  { code: 'BNS', en: 'Beni Suef', ar: 'بني سويف' },
  { code: 'MN', en: 'Minya', ar: 'المنيا' },
  { code: 'AST', en: 'Asyut', ar: 'أسيوط' },
  { code: 'SHG', en: 'Sohag', ar: 'سوهاج' },
  { code: 'KN', en: 'Qena', ar: 'قنا' },
  { code: 'LX', en: 'Luxor', ar: 'الأقصر' },
  { code: 'ASN', en: 'Aswan', ar: 'أسوان' },
  { code: 'BA', en: 'Red Sea', ar: 'البحر الأحمر' },
  { code: 'WAD', en: 'New Valley', ar: 'الوادي الجديد' },
  { code: 'MT', en: 'Matrouh', ar: 'مطروح' },
  { code: 'SIN', en: 'North Sinai', ar: 'شمال سيناء' },
  { code: 'JS', en: 'South Sinai', ar: 'جنوب سيناء' },
] as const;

/** Egyptian mobile numbers: 01[0125] + 8 digits, optionally written with +20 / 0020. */
export const EGYPT_MOBILE = /^(?:\+20|0020)?0?1[0125]\d{8}$/;

/** 01012345678 whatever the spelling (+20 10 1234 5678, 0020-10-…). */
export function normalizeEgyptianMobile(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  const local = digits.replace(/^(?:\+20|0020)/, '');
  return local.startsWith('0') ? local : `0${local}`;
}

/**
 * Any Egyptian number a shop publishes: a mobile, a landline with its area code (Cairo and Giza
 * 02 + 8 digits, Alexandria 03 + 7, other governorates 0xx + 7) or a five-digit hotline (15xxx–19xxx).
 * Test it on the number without spaces and dashes.
 */
export const EGYPT_PHONE =
  /^(?:(?:\+20|0020|0)(?:1[0125]\d{8}|2\d{8}|3\d{7}|[4-9]\d{8})|1[5-9]\d{3})$/;
