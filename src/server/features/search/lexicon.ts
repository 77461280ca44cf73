/**
 * The shop's own words (issue 23), seeded here and extended by the owner's synonym groups
 * (Admin → Search terms). All forms are folded (lib/arabic.ts foldForSearch) before use.
 */

/**
 * Broken plurals and other irregular forms → the singular, which then goes through the light
 * stemmer like any word. Regular plurals (ات، ون، ين) need no entry.
 */
export const IRREGULAR_FORMS: Record<string, string> = {
  شواحن: 'شاحن',
  الواح: 'لوح',
  مقاعد: 'مقعد',
  اجهزه: 'جهاز',
  انظمه: 'نظام',
  خلايا: 'خليه',
  قوارب: 'قارب',
  كوابل: 'كابل',
  كابلات: 'كابل',
  مقابض: 'مقبض',
  اسلاك: 'سلك',
  مواتير: 'موتور',
  موتورات: 'موتور',
  قطع: 'قطعه',
  فرامل: 'فرمله',
  منازل: 'منزل',
  بيوت: 'بيت',
  مزارع: 'مزرعه',
  فنادق: 'فندق',
  مصانع: 'مصنع',
  نوادي: 'نادي',
  مراوح: 'مروحه',
  بنوك: 'بنك',
  اطقم: 'طقم',
  كفرات: 'كفر',
  عجل: 'عجله',
  دواسات: 'دواسه',
  // Arabic article + broken plural, where the article-stripper cannot see the word
  الشواحن: 'شاحن',
  القطع: 'قطعه',
  // English irregulars
  batteries: 'battery',
  tires: 'tyre',
  tyres: 'tyre',
  tire: 'tyre',
};

/**
 * Built-in synonym groups: English, Arabic, Franco-Arabic (Latin letters and digits for Arabic
 * sounds: 7 = ح, 3 = ع, 2 = ء) and English words written in Arabic letters. Each group is one
 * concept; a query word in a group finds what every other word of the group finds.
 */
export const BUILT_IN_SYNONYMS: string[][] = [
  [
    'battery',
    'بطارية',
    'battarya',
    'battaria',
    'batarya',
    'bataria',
    'betarya',
    'battariya',
    'batteria',
  ],
  [
    'scooter',
    'سكوتر',
    'اسكوتر',
    'اسكوترات',
    'scoter',
    'skooter',
    'eskooter',
    'escooter',
    'iskooter',
    'scooty',
  ],
  ['charger', 'شاحن', 'sha7en', 'shahen', 'sha7in', 'shahin', 'charjer', 'شارجر', 'تشارجر'],
  ['charge', 'charging', 'شحن', 'sha7n', 'shahn'],
  [
    'electric',
    'electrical',
    'كهربائي',
    'كهرباء',
    'kahraba',
    'kahrabaa',
    'kahrabai',
    'kahrabay',
    'ka7raba',
    'elektrik',
  ],
  ['lithium', 'ليثيوم', 'lithyum', 'lethium', 'lisium', 'lithiom', 'lithum', 'ليثيم', 'lithuim'],
  ['power bank', 'powerbank', 'باور بانك', 'باوربانك', 'power-bank'],
  ['power', 'باور', 'bawer', 'bawar'],
  ['bank', 'بانك'],
  ['solar', 'شمسي', 'shamsi', 'shamsy', 'shamsia', 'سولار'],
  ['sun', 'شمس', 'shams'],
  ['golf', 'جولف', 'جلف', 'golf'],
  ['car', 'عربة', 'عربية', 'arabeya', '3arabeya', 'arabia', '3arabia'],
  ['spare', 'غيار', 'ghiyar', 'gheyar', '8eyar'],
  ['part', 'قطعة', 'ta3', 'ata3', 'qet3a'],
  ['inverter', 'انفرتر', 'انفيرتر', 'عاكس', 'enverter'],
  ['controller', 'تحكم', 'كنترولر', 'كونترولر', 'control'],
  ['tyre', 'اطار', 'كاوتش', 'كفر', 'kawetsh', 'kawitsh'],
  ['brake', 'فرامل', 'فرملة', 'farmala', 'faramel'],
  ['throttle', 'مقبض', 'دواسة', 'accelerator', 'بنزين'],
  ['connector', 'موصل', 'فيشة', 'terminal'],
  ['station', 'محطة'],
  ['portable', 'متنقل', 'محمول'],
  ['panel', 'لوح', 'الواح', 'لوحة', 'board'],
  ['wall', 'حائط', 'حيطة', 'حيطه'],
  ['smart', 'ذكي'],
  ['fast', 'سريع', 'quick'],
  ['seat', 'مقعد', 'كرسي'],
  ['motor', 'محرك', 'موتور', 'engine'],
  ['wireless', 'لاسلكي'],
  ['magnetic', 'مغناطيسي', 'magnet', 'مغناطيس'],
  ['boat', 'قارب', 'مركب', 'marine'],
  ['kit', 'طقم', 'منظومة', 'system', 'set'],
  ['ups', 'يو بي اس'],
  ['home', 'منزلي', 'منزل', 'بيت', 'house'],
  ['storage', 'تخزين'],
  ['cable', 'كابل', 'سلك', 'wire'],
];

/** Unit words after a number → the unit's canonical token ("48 volt" → 48v). */
export const UNITS: Record<string, string> = {
  v: 'v',
  volt: 'v',
  volts: 'v',
  فولت: 'v',
  a: 'a',
  amp: 'a',
  amps: 'a',
  ampere: 'a',
  امبير: 'a',
  ah: 'ah',
  mah: 'mah',
  w: 'w',
  watt: 'w',
  watts: 'w',
  واط: 'w',
  وات: 'w',
  kw: 'kw',
  كيلوواط: 'kw',
  wh: 'wh',
  kwh: 'kwh',
  km: 'km',
  كم: 'km',
  kmh: 'kmh',
  kg: 'kg',
  كجم: 'kg',
  كيلو: 'kg',
  mm: 'mm',
  مم: 'mm',
  inch: 'in',
  بوصه: 'in',
  s: 's',
  خليه: 's',
};

/** Two-word units: "أمبير/ساعة" → ah, "مللي أمبير" → mah, "km/h" → kmh. */
export const TWO_WORD_UNITS: Record<string, string> = {
  'امبير ساعه': 'ah',
  'amp hour': 'ah',
  'واط ساعه': 'wh',
  'watt hour': 'wh',
  'كيلوواط ساعه': 'kwh',
  'مللي امبير': 'mah',
  'ملي امبير': 'mah',
  'km h': 'kmh',
  'كم ساعه': 'kmh',
};

/** Units a shopper uses for one another: a battery's "100 أمبير" is its 100 Ah. */
export const UNIT_ALIASES: Record<string, string[]> = { ah: ['a'], a: ['ah'] };
