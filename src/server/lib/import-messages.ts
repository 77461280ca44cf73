/**
 * The product CSV import's messages (issue 22, decision 057), in both languages; part of
 * messages.ts. Column names (sku, price…) are the file's own and stay as they are in Arabic.
 */
export const importMessages = {
  'import.noFile': {
    en: 'Choose a CSV file to import.',
    ar: 'اختر ملف CSV لاستيراده.',
  },
  'import.fileTooLarge': {
    en: 'The file is larger than 10 MB. Split it into smaller files and import each one.',
    ar: 'حجم الملف أكبر من ١٠ ميجابايت. قسّمه إلى ملفات أصغر واستورد كل ملف على حدة.',
  },
  'import.empty': {
    en: 'The file has no product rows under its header.',
    ar: 'لا يحتوي الملف على أي صفوف منتجات تحت صف العناوين.',
  },
  'import.tooManyRows': {
    en: 'The file has more than {max} rows. Split it into smaller files.',
    ar: 'يحتوي الملف على أكثر من {max} صف. قسّمه إلى ملفات أصغر.',
  },
  'import.badEncoding': {
    en: 'The file is not UTF-8 text, nor Arabic text in the Windows-1256 encoding. In Excel choose Save As → "CSV UTF-8 (Comma delimited)".',
    ar: 'الملف ليس نصًا بترميز UTF-8 ولا نصًا عربيًا بترميز Windows-1256. في Excel اختر حفظ باسم ← "CSV UTF-8 (محدد بفاصلة)".',
  },
  'import.notCsv': {
    en: 'The file could not be read as CSV near row {row}: check the quotes in that row.',
    ar: 'تعذّرت قراءة الملف كملف CSV قرب الصف {row}: راجع علامات التنصيص في هذا الصف.',
  },
  'import.wrongHeader': {
    en: 'The first row is not the header of a product file. Missing columns: {missing}. Unknown columns: {unknown}. Start from an exported file.',
    ar: 'الصف الأول ليس صف عناوين ملف المنتجات. أعمدة ناقصة: {missing}. أعمدة غير معروفة: {unknown}. ابدأ من ملف مُصدَّر.',
  },
  'import.duplicateColumn': {
    en: 'The column {column} appears twice in the header.',
    ar: 'العمود {column} مكرر في صف العناوين.',
  },
  'import.hasErrors': {
    en: 'Rows with errors: {count}. Nothing was imported; fix them and upload the file again.',
    ar: 'عدد الصفوف التي بها أخطاء: {count}. لم يُستورد أي شيء؛ صحّحها وارفع الملف مرة أخرى.',
  },
  'import.conflict': {
    en: 'The catalog changed while importing (an SKU or an option combination was taken meanwhile); nothing was imported. Preview the file again.',
    ar: 'تغيّر الكتالوج أثناء الاستيراد (استُخدم رمز SKU أو تركيبة خيارات في الأثناء)؛ لم يُستورد شيء. اعرض معاينة الملف مرة أخرى.',
  },
  'import.applied': {
    en: 'Import done: {created} created, {updated} updated, {skipped} unchanged.',
    ar: 'تم الاستيراد: {created} جديد، {updated} مُحدَّث، {skipped} بلا تغيير.',
  },
  'import.row.required': {
    en: '{column} is required.',
    ar: 'الحقل {column} مطلوب.',
  },
  'import.row.nameRequired': {
    en: 'Give the product a name in English or in Arabic.',
    ar: 'أدخل اسم المنتج بالإنجليزية أو بالعربية.',
  },
  'import.row.formula': {
    en: "The cell starts with =, +, - or @, which a spreadsheet runs as a formula. Put an apostrophe (') before it to keep it as text.",
    ar: "تبدأ الخلية بـ = أو + أو - أو @ فيعاملها برنامج الجداول كمعادلة. ضع علامة (') قبلها لتبقى نصًا.",
  },
  'import.row.tooLong': {
    en: 'Too long: at most {max} characters.',
    ar: 'النص طويل جدًا: {max} حرفًا كحد أقصى.',
  },
  'import.row.invalidPrice': {
    en: '"{value}" is not a price. Write it like 1250.50 (at most two decimals).',
    ar: '"{value}" ليس سعرًا. اكتبه بهذا الشكل 1250.50 (خانتان عشريتان كحد أقصى).',
  },
  'import.row.priceMissing': {
    en: 'The price is missing.',
    ar: 'السعر غير موجود.',
  },
  'import.row.compareAtAbovePrice': {
    en: 'The compare-at price must be above the price.',
    ar: 'يجب أن يكون السعر قبل الخصم أعلى من السعر.',
  },
  'import.row.invalidNumber': {
    en: '"{value}" is not a whole number of zero or more.',
    ar: '"{value}" ليس عددًا صحيحًا يساوي صفرًا أو أكثر.',
  },
  'import.row.invalidFlag': {
    en: '"{value}": write yes or no.',
    ar: '"{value}": اكتب yes أو no (نعم أو لا).',
  },
  'import.row.unknownCategory': {
    en: 'No category has the slug "{slug}".',
    ar: 'لا يوجد قسم بالمعرّف "{slug}".',
  },
  'import.row.invalidSku': {
    en: 'An SKU holds letters, digits, dots, dashes, slashes and underscores only (at most 64).',
    ar: 'رمز SKU يتكون من حروف وأرقام ونقاط وشرطات وخطوط مائلة وشرطات سفلية فقط (٦٤ حرفًا كحد أقصى).',
  },
  'import.row.skuRequired': {
    en: 'Each variant needs an SKU.',
    ar: 'كل متغير يحتاج إلى رمز SKU.',
  },
  'import.row.duplicateSku': {
    en: 'The SKU {sku} is also on row {other}.',
    ar: 'رمز SKU {sku} موجود أيضًا في الصف {other}.',
  },
  'import.row.skuOfOtherProduct': {
    en: 'The SKU {sku} belongs to another product in the shop: {name}.',
    ar: 'رمز SKU {sku} يخص منتجًا آخر في المتجر: {name}.',
  },
  'import.row.skuOfDeletedProduct': {
    en: 'The SKU {sku} belongs to a deleted product.',
    ar: 'رمز SKU {sku} يخص منتجًا محذوفًا.',
  },
  'import.row.keyConflict': {
    en: 'The rows with product_key {key} match different products in the shop.',
    ar: 'صفوف product_key {key} تطابق منتجات مختلفة في المتجر.',
  },
  'import.row.keyRequired': {
    en: 'A row with options needs a product_key that groups the variants of one product.',
    ar: 'الصف الذي به خيارات يحتاج إلى product_key يجمع متغيرات المنتج الواحد.',
  },
  'import.row.duplicateCombination': {
    en: 'The same option combination as row {other}.',
    ar: 'نفس تركيبة الخيارات الموجودة في الصف {other}.',
  },
  'import.row.combinationTaken': {
    en: 'The product already has a variant with these options (SKU {sku}).',
    ar: 'للمنتج بالفعل متغير بهذه الخيارات (رمز SKU {sku}).',
  },
  'import.row.differsFromRow': {
    en: '{column} differs from row {other} of the same product.',
    ar: 'قيمة {column} تختلف عن الصف {other} لنفس المنتج.',
  },
  'import.row.optionValueMissing': {
    en: 'The product has option {n}: give its value on each row.',
    ar: 'للمنتج الخيار {n}: أدخل قيمته في كل صف.',
  },
  'import.row.optionsMixed': {
    en: 'The rows of one product either all have options or none do.',
    ar: 'صفوف المنتج الواحد إما كلها بخيارات أو كلها بدون خيارات.',
  },
  'import.row.variantsInShop': {
    en: 'This product is sold as variants in the shop: give its options on each row.',
    ar: 'هذا المنتج يُباع كمتغيرات في المتجر: أدخل خياراته في كل صف.',
  },
  'import.row.optionCountDiffers': {
    en: 'The product has {count} options in the shop; the file must give the same number.',
    ar: 'للمنتج {count} خيارات في المتجر؛ يجب أن يحتوي الملف على نفس العدد.',
  },
  'import.row.imageNotFound': {
    en: 'No image in the shop is called "{name}". Upload it in the product form first, or give the address of an image already in the shop.',
    ar: 'لا توجد صورة في المتجر باسم "{name}". ارفعها أولًا من نموذج المنتج، أو أدخل عنوان صورة موجودة في المتجر.',
  },
  'import.row.imageExternal': {
    en: 'Images from other sites are not downloaded: "{name}". Upload it in the product form first, or give the address or file name of an image already in the shop.',
    ar: 'لا يتم تنزيل الصور من مواقع أخرى: "{name}". ارفعها أولًا من نموذج المنتج، أو أدخل عنوان أو اسم ملف صورة موجودة في المتجر.',
  },
  'import.row.variantOnly': {
    en: '{column} is for rows with options.',
    ar: 'الحقل {column} خاص بالصفوف التي بها خيارات.',
  },
} as const satisfies Record<string, { en: string; ar: string }>;
