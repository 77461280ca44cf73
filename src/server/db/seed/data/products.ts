import type { ProductProperty } from '../../../../shared/schemas';
import type { SeedColor, SeedProduct } from './types';

/** Price in EGP → integer piastres. */
const egp = (pounds: number): number => Math.round(pounds * 100);

const prop = (keyEn: string, keyAr: string, valueEn: string, valueAr: string): ProductProperty => ({
  keyEn,
  keyAr,
  valueEn,
  valueAr,
});

/** A variant of the modular battery: prices in EGP, stock, weight in grams. */
const modular = (
  sku: string,
  volts: string,
  capacity: string,
  price: number,
  compareAtPrice: number | null,
  stockQuantity: number,
  weightGrams: number,
) => ({
  sku,
  values: [volts, capacity],
  price,
  compareAtPrice,
  stockQuantity,
  weightGrams,
  isActive: true,
  imageId: null,
  lowStockThreshold: null,
});

const fmt = (n: number): string => n.toLocaleString('en-US');

const voltage = (v: number) => prop('Voltage', 'الجهد', `${v} V`, `${v} فولت`);
const capacityAh = (ah: number) => prop('Capacity', 'السعة', `${ah} Ah`, `${ah} أمبير/ساعة`);
const capacityMah = (mah: number) =>
  prop('Capacity', 'السعة', `${fmt(mah)} mAh`, `${fmt(mah)} مللي أمبير/ساعة`);
const energyWh = (wh: number) =>
  prop('Energy', 'الطاقة المخزنة', `${fmt(wh)} Wh`, `${fmt(wh)} واط/ساعة`);
const LFP = prop(
  'Chemistry',
  'الكيمياء',
  'LiFePO4 (lithium iron phosphate)',
  'ليثيوم حديد فوسفات (LiFePO4)',
);
const NMC = prop('Chemistry', 'الكيمياء', 'Lithium-ion (NMC)', 'ليثيوم أيون (NMC)');
const cycles = (n: number) =>
  prop(
    'Cycle life',
    'عمر الدورات',
    `${fmt(n)}+ cycles at 80% DoD`,
    `أكثر من ${fmt(n)} دورة عند عمق تفريغ 80%`,
  );
const bms = (a: number) =>
  prop(
    'BMS',
    'نظام إدارة البطارية',
    `Built-in ${a} A smart BMS`,
    `نظام BMS ذكي مدمج بتيار ${a} أمبير`,
  );
const weightKg = (kg: number) => prop('Weight', 'الوزن', `${kg} kg`, `${kg} كجم`);
const weightG = (g: number) => prop('Weight', 'الوزن', `${g} g`, `${g} جرام`);
const dimensions = (d: string) => prop('Dimensions', 'الأبعاد', `${d} mm`, `${d} مم`);
const range = (km: number) => prop('Range', 'المدى', `Up to ${km} km`, `حتى ${km} كم`);
const topSpeed = (kmh: number) =>
  prop('Top speed', 'السرعة القصوى', `${kmh} km/h`, `${kmh} كم/ساعة`);
const maxLoad = (kg: number) => prop('Max load', 'أقصى حمولة', `${kg} kg`, `${kg} كجم`);
const motor = (en: string, ar: string) => prop('Motor', 'المحرك', en, ar);
const battery = (en: string, ar: string) => prop('Battery', 'البطارية', en, ar);
const chargeTime = (en: string, ar: string) => prop('Charging time', 'مدة الشحن', en, ar);
const outputVoltage = (en: string, ar: string) => prop('Output voltage', 'جهد الخرج', en, ar);
const outputCurrent = (a: string) => prop('Output current', 'تيار الخرج', `${a} A`, `${a} أمبير`);
const maxOutput = (w: number) => prop('Max output', 'أقصى قدرة خرج', `${w} W`, `${w} واط`);
const ports = (en: string, ar: string) => prop('Ports', 'المنافذ', en, ar);
const ipRating = (code: string, en: string, ar: string) =>
  prop('Protection rating', 'درجة الحماية', `${code} (${en})`, `${code} (${ar})`);
const communication = (en: string, ar: string) => prop('Communication', 'الاتصال', en, ar);
const seats = (n: 2 | 4 | 6, note = '') =>
  prop(
    'Seats',
    'عدد المقاعد',
    `${n}${note}`,
    n === 2 ? `مقعدان${note}` : n === 4 ? `4 مقاعد${note}` : `6 مقاعد${note}`,
  );
const input220 = prop('Input', 'الدخل', '220 V AC, 50 Hz', '220 فولت متردد، 50 هرتز');
const warranty = (years: number) =>
  prop(
    'Warranty',
    'الضمان',
    years === 1 ? '1 year' : `${years} years`,
    years === 1 ? 'سنة واحدة' : years === 2 ? 'سنتان' : `${years} سنوات`,
  );
const warrantyMonths = (months: number) =>
  prop('Warranty', 'الضمان', `${months} months`, `${months} أشهر`);
const golfWarranty = prop(
  'Warranty',
  'الضمان',
  '2 years on the car, 5 years on the battery',
  'سنتان على العربة و5 سنوات على البطارية',
);

const BLACK: SeedColor = { name: 'Black', nameAr: 'أسود', colorCode: '#111827' };
const WHITE: SeedColor = { name: 'White', nameAr: 'أبيض', colorCode: '#f8fafc' };
const GRAY: SeedColor = { name: 'Gray', nameAr: 'رمادي', colorCode: '#6b7280' };
const RED: SeedColor = { name: 'Red', nameAr: 'أحمر', colorCode: '#dc2626' };
const BLUE: SeedColor = { name: 'Blue', nameAr: 'أزرق', colorCode: '#1d4ed8' };
const GREEN: SeedColor = { name: 'Green', nameAr: 'أخضر', colorCode: '#15803d' };

const batteries: SeedProduct[] = [
  {
    key: 'lifepo4-12v-100ah',
    categorySlug: 'batteries',
    nameEn: 'LiFePO4 Battery 12V 100Ah',
    nameAr: 'بطارية ليثيوم حديد فوسفات 12 فولت 100 أمبير',
    descriptionEn:
      'Our best-selling deep-cycle battery for home solar systems, UPS units and caravans. Grade-A prismatic cells deliver more than 6,000 cycles, roughly four times the life of a lead-acid battery, at a third of the weight. The built-in 100A smart BMS protects against overcharge, deep discharge, short circuit and high temperature.',
    descriptionAr:
      'البطارية الأكثر مبيعًا لدينا لأنظمة الطاقة الشمسية المنزلية وأجهزة الـUPS والكرفانات. خلايا منشورية من الفئة A تمنحك أكثر من 6,000 دورة شحن، أي نحو أربعة أضعاف عمر بطارية الرصاص الحمضية وبثلث وزنها فقط. ويحميها نظام BMS ذكي بتيار 100 أمبير من الشحن الزائد والتفريغ العميق والقصر الكهربائي وارتفاع الحرارة.',
    pricePiastres: egp(15_500),
    compareAtPricePiastres: egp(18_500),
    inStock: true,
    stockQuantity: 42,
    isFeatured: true,
    properties: [
      voltage(12.8),
      capacityAh(100),
      energyWh(1280),
      LFP,
      cycles(6000),
      bms(100),
      weightKg(11.2),
      dimensions('330 × 172 × 215'),
      warranty(5),
    ],
    imageCount: 3,
  },
  {
    // Sold as variants (issue 22): the same pack in three voltages and two capacities.
    key: 'lifepo4-modular',
    categorySlug: 'batteries',
    nameEn: 'Modular LiFePO4 Battery',
    nameAr: 'بطارية ليثيوم حديد فوسفات معيارية',
    descriptionEn:
      'One battery family for every system: choose the voltage of your inverter and the capacity you need. Grade-A LiFePO4 cells, a smart BMS with Bluetooth monitoring and more than 6,000 cycles in every size.',
    descriptionAr:
      'عائلة بطاريات واحدة لكل نظام: اختر جهد الإنفرتر لديك والسعة التي تحتاجها. خلايا ليثيوم حديد فوسفات من الفئة A ونظام BMS ذكي بمراقبة عبر البلوتوث وأكثر من 6,000 دورة شحن في كل المقاسات.',
    pricePiastres: egp(14_900),
    inStock: true,
    stockQuantity: null,
    isFeatured: true,
    properties: [LFP, cycles(6000), warranty(5)],
    imageCount: 2,
    variants: {
      options: [
        {
          nameEn: 'Voltage',
          nameAr: 'الجهد',
          values: [
            { valueEn: '12 V', valueAr: '١٢ فولت', colorCode: null },
            { valueEn: '24 V', valueAr: '٢٤ فولت', colorCode: null },
            { valueEn: '48 V', valueAr: '٤٨ فولت', colorCode: null },
          ],
        },
        {
          nameEn: 'Capacity',
          nameAr: 'السعة',
          values: [
            { valueEn: '100 Ah', valueAr: '١٠٠ أمبير', colorCode: null },
            { valueEn: '200 Ah', valueAr: '٢٠٠ أمبير', colorCode: null },
          ],
        },
      ],
      variants: [
        modular('MOD-12-100', '12 V', '100 Ah', 14_900, null, 12, 11_200),
        modular('MOD-12-200', '12 V', '200 Ah', 26_500, null, 6, 21_000),
        modular('MOD-24-100', '24 V', '100 Ah', 28_900, null, 5, 21_500),
        modular('MOD-24-200', '24 V', '200 Ah', 52_000, 56_000, 3, 42_000),
        // Sold out: the page offers "tell me when it is back".
        modular('MOD-48-100', '48 V', '100 Ah', 55_000, null, 0, 43_000),
        // 48 V / 200 Ah is not made: the page shows that combination disabled.
      ],
    },
  },
  {
    key: 'lifepo4-12v-200ah',
    categorySlug: 'batteries',
    nameEn: 'LiFePO4 Battery 12V 200Ah',
    nameAr: 'بطارية ليثيوم حديد فوسفات 12 فولت 200 أمبير',
    descriptionEn:
      'Double the stored energy in a single case: 2.56 kWh, enough to run lights, fans, a router and a TV through an evening of load-shedding. Connect up to four in parallel or series to build 24V or 48V banks. Comes with M8 terminals and a 200A BMS with automatic high-temperature cut-off.',
    descriptionAr:
      'ضعف الطاقة في علبة واحدة: 2.56 كيلوواط/ساعة تكفي لتشغيل الإضاءة والمراوح والراوتر والتلفزيون طوال فترة تخفيف الأحمال مساءً. يمكن توصيل حتى أربع بطاريات على التوازي أو التوالي لتكوين بنك 24 أو 48 فولت. تأتي بأطراف توصيل M8 ونظام BMS بتيار 200 أمبير مع فصل تلقائي عند ارتفاع الحرارة.',
    pricePiastres: egp(27_900),
    inStock: true,
    stockQuantity: 18,
    isFeatured: false,
    properties: [
      voltage(12.8),
      capacityAh(200),
      energyWh(2560),
      LFP,
      cycles(6000),
      bms(200),
      weightKg(21.5),
      dimensions('522 × 240 × 218'),
      warranty(5),
    ],
    imageCount: 2,
  },
  {
    key: 'lifepo4-12v-50ah-marine',
    categorySlug: 'batteries',
    nameEn: 'Compact LiFePO4 Battery 12V 50Ah for Boats & Fishing',
    nameAr: 'بطارية ليثيوم حديد فوسفات مدمجة 12 فولت 50 أمبير للقوارب والصيد',
    descriptionEn:
      'A light 6 kg battery for trolling motors, fish finders, camping fridges and small boats. The sealed IP65 case resists splashes and salty sea air, and it can be mounted in any orientation. A true drop-in replacement for a 70Ah lead-acid battery.',
    descriptionAr:
      'بطارية خفيفة بوزن 6 كجم لمحركات القوارب الكهربائية وأجهزة كشف الأسماك وثلاجات الرحلات والقوارب الصغيرة. علبتها محكمة الغلق بمعيار IP65 تقاوم رذاذ الماء وهواء البحر المالح، ويمكن تركيبها في أي وضع. بديل مباشر لبطارية رصاص 70 أمبير دون أي تعديل.',
    pricePiastres: egp(8_900),
    inStock: true,
    stockQuantity: 25,
    isFeatured: false,
    properties: [
      voltage(12.8),
      capacityAh(50),
      energyWh(640),
      LFP,
      cycles(4000),
      ipRating('IP65', 'dust-tight and water-resistant', 'محكمة ضد الغبار ومقاومة للماء'),
      weightKg(6),
      warranty(3),
    ],
    imageCount: 2,
  },
  {
    key: 'lifepo4-12v-300ah-deep-cycle',
    categorySlug: 'batteries',
    nameEn: 'LiFePO4 Deep-Cycle Battery 12V 300Ah',
    nameAr: 'بطارية ليثيوم حديد فوسفات للتفريغ العميق 12 فولت 300 أمبير',
    descriptionEn:
      'Serious capacity for yachts, off-grid cabins and large UPS systems: 3.84 kWh in a single battery. A Bluetooth BMS lets you check the state of charge, cell voltages and temperature from your phone. Heavy-duty handles and M10 terminals make installation easier.',
    descriptionAr:
      'سعة كبيرة لليخوت والاستراحات البعيدة عن الشبكة وأنظمة الـUPS الكبيرة: 3.84 كيلوواط/ساعة في بطارية واحدة. يتيح نظام BMS المزود بالبلوتوث متابعة نسبة الشحن وجهد كل خلية ودرجة الحرارة من هاتفك. ومقابض قوية وأطراف توصيل M10 تسهّل التركيب.',
    pricePiastres: egp(39_500),
    inStock: false,
    stockQuantity: 0,
    isFeatured: false,
    properties: [
      voltage(12.8),
      capacityAh(300),
      energyWh(3840),
      LFP,
      cycles(6000),
      prop(
        'BMS',
        'نظام إدارة البطارية',
        'Built-in 250 A smart BMS with Bluetooth',
        'نظام BMS ذكي مدمج بتيار 250 أمبير مع بلوتوث',
      ),
      weightKg(31),
      warranty(5),
    ],
    imageCount: 2,
  },
  {
    key: 'lifepo4-24v-100ah',
    categorySlug: 'batteries',
    nameEn: 'LiFePO4 Battery 24V 100Ah',
    nameAr: 'بطارية ليثيوم حديد فوسفات 24 فولت 100 أمبير',
    descriptionEn:
      'Built for 24V inverters, electric wheelchairs, cleaning machines and medium solar systems. One 25.6V pack replaces two 12V batteries in series, which means fewer cables and perfectly balanced cells. Supports up to 100A of continuous discharge for loads of about 2.5 kW.',
    descriptionAr:
      'مصممة للإنفرترات بجهد 24 فولت والكراسي المتحركة الكهربائية وماكينات التنظيف وأنظمة الطاقة الشمسية المتوسطة. بطارية واحدة بجهد 25.6 فولت تغنيك عن توصيل بطاريتين 12 فولت على التوالي، فتقل الكابلات وتبقى الخلايا متوازنة تمامًا. تدعم تفريغًا مستمرًا حتى 100 أمبير لتشغيل أحمال تصل إلى نحو 2.5 كيلوواط.',
    pricePiastres: egp(29_500),
    inStock: true,
    stockQuantity: 14,
    isFeatured: false,
    properties: [
      voltage(25.6),
      capacityAh(100),
      energyWh(2560),
      LFP,
      cycles(6000),
      bms(100),
      weightKg(22),
      warranty(5),
    ],
    imageCount: 2,
  },
  {
    key: 'lifepo4-48v-100ah-rack',
    categorySlug: 'batteries',
    nameEn: 'LiFePO4 Rack Battery 48V 100Ah',
    nameAr: 'بطارية ليثيوم حديد فوسفات 48 فولت 100 أمبير للتركيب في الرف',
    descriptionEn:
      'A 5.12 kWh server-rack module for hybrid inverters and telecom sites. It talks to Growatt, Deye, Voltronic and other popular inverters over CAN and RS485, and up to 15 modules can run in parallel. The front-panel display shows the state of charge at a glance.',
    descriptionAr:
      'وحدة بسعة 5.12 كيلوواط/ساعة بمقاس رف السيرفرات القياسي، مناسبة للإنفرترات الهجينة ومحطات الاتصالات. تتواصل مع إنفرترات Growatt وDeye وVoltronic وغيرها عبر منفذي CAN وRS485، ويمكن توصيل حتى 15 وحدة على التوازي. وتعرض الشاشة الأمامية نسبة الشحن بنظرة واحدة.',
    pricePiastres: egp(58_000),
    inStock: true,
    stockQuantity: 9,
    isFeatured: true,
    properties: [
      voltage(51.2),
      capacityAh(100),
      energyWh(5120),
      LFP,
      cycles(6000),
      communication('CAN, RS485', 'منفذا CAN وRS485'),
      weightKg(46),
      dimensions('442 × 480 × 177'),
      warranty(5),
    ],
    imageCount: 3,
  },
  {
    key: 'golf-car-lithium-battery-48v-150ah',
    categorySlug: 'batteries',
    nameEn: 'Golf Car Lithium Battery 48V 150Ah',
    nameAr: 'بطارية ليثيوم لعربات الجولف 48 فولت 150 أمبير',
    descriptionEn:
      'Replace six or eight lead-acid batteries with a single lithium pack and gain range, power on hills and much faster charging. The kit includes a mounting bracket, a state-of-charge meter and the wiring harness. Fits most EZGO, Club Car and Yamaha models.',
    descriptionAr:
      'استبدل ست أو ثماني بطاريات رصاص ببطارية ليثيوم واحدة، واحصل على مدى أطول وأداء أقوى في المطالع وشحن أسرع بكثير. يشمل الطقم قاعدة التثبيت وعداد نسبة الشحن وضفيرة التوصيل. متوافقة مع أغلب موديلات EZGO وClub Car وYamaha.',
    pricePiastres: egp(72_000),
    inStock: true,
    stockQuantity: 6,
    isFeatured: false,
    properties: [
      voltage(51.2),
      capacityAh(150),
      energyWh(7680),
      LFP,
      cycles(4000),
      range(80),
      weightKg(58),
      warranty(4),
    ],
    imageCount: 2,
  },
  {
    key: 'scooter-battery-36v-15ah',
    categorySlug: 'batteries',
    nameEn: 'Lithium-ion Scooter Battery 36V 15Ah',
    nameAr: 'بطارية ليثيوم أيون للسكوتر 36 فولت 15 أمبير',
    descriptionEn:
      'A replacement pack for 36V e-scooters, built from 18650 cells with a 20A BMS. It restores, and often increases, the original range, reaching around 45 km on a typical 350W scooter. Supplied with the standard XT60 connector; other plugs are available on request.',
    descriptionAr:
      'بطارية بديلة للسكوترات الكهربائية بجهد 36 فولت، مصنوعة من خلايا 18650 مع نظام BMS بتيار 20 أمبير. تعيد لسكوترك مداه الأصلي بل وتزيده في أغلب الأحيان، فتصل إلى نحو 45 كم مع سكوتر قدرته 350 واط. تأتي بموصل XT60 القياسي، ويمكن توفير موصلات أخرى حسب الطلب.',
    pricePiastres: egp(6_800),
    inStock: true,
    stockQuantity: 20,
    isFeatured: false,
    properties: [
      voltage(36),
      capacityAh(15),
      energyWh(540),
      NMC,
      cycles(800),
      prop('Connector', 'الموصل', 'XT60', 'موصل XT60'),
      weightKg(3.6),
      warranty(1),
    ],
    imageCount: 1,
  },
  {
    key: 'scooter-battery-48v-20ah',
    categorySlug: 'batteries',
    nameEn: 'Lithium-ion Scooter Battery 48V 20Ah',
    nameAr: 'بطارية ليثيوم أيون للسكوتر 48 فولت 20 أمبير',
    descriptionEn:
      'A high-capacity 960 Wh pack for 48V scooters and e-bikes with motors up to 1,000W. The cells are spot-welded with pure nickel strips and wrapped in a shock-absorbing case for bumpy roads. Expect 60 to 70 km of real-world range.',
    descriptionAr:
      'بطارية بسعة 960 واط/ساعة للسكوترات والدراجات الكهربائية بجهد 48 فولت ومحركات حتى 1000 واط. الخلايا ملحومة بشرائح نيكل نقي ومغلفة بعلبة ماصة للصدمات لتتحمل الطرق غير الممهدة. مداها الفعلي من 60 إلى 70 كم.',
    pricePiastres: egp(9_500),
    inStock: true,
    stockQuantity: 12,
    isFeatured: false,
    properties: [
      voltage(48),
      capacityAh(20),
      energyWh(960),
      NMC,
      cycles(800),
      weightKg(5.4),
      warranty(1),
    ],
    imageCount: 1,
  },
];

const applications: SeedProduct[] = [
  {
    key: 'wall-battery-5kwh',
    categorySlug: 'applications',
    nameEn: 'Wall-Mounted Solar Battery 5.12 kWh',
    nameAr: 'بطارية حائط للطاقة الشمسية 5.12 كيلوواط/ساعة',
    descriptionEn:
      'A slim, elegant battery that hangs on the wall like a split air conditioner and stores your daytime solar energy for the evening. It uses 51.2V LiFePO4 cells with a 10-year design life and works with all major hybrid inverters. Add a second unit at any time to double your backup.',
    descriptionAr:
      'بطارية أنيقة ونحيفة تُعلَّق على الحائط مثل وحدة التكييف الاسبليت، وتخزن طاقة الشمس نهارًا لتستخدمها ليلًا. تعمل بخلايا ليثيوم حديد فوسفات بجهد 51.2 فولت وعمر تصميمي 10 سنوات، ومتوافقة مع جميع الإنفرترات الهجينة الشائعة. ويمكنك إضافة وحدة ثانية في أي وقت لمضاعفة السعة الاحتياطية.',
    pricePiastres: egp(78_000),
    inStock: true,
    stockQuantity: 7,
    isFeatured: true,
    videoUrl: 'https://www.youtube.com/watch?v=Qm7cR2xLp4A',
    properties: [
      voltage(51.2),
      capacityAh(100),
      energyWh(5120),
      LFP,
      cycles(6000),
      ipRating('IP65', 'indoor and sheltered outdoor use', 'للاستخدام الداخلي والخارجي المظلل'),
      weightKg(48),
      warranty(7),
    ],
    colors: [WHITE, GRAY],
    imageCount: 3,
  },
  {
    key: 'wall-battery-10kwh',
    categorySlug: 'applications',
    nameEn: 'Wall-Mounted Solar Battery 10.24 kWh',
    nameAr: 'بطارية حائط للطاقة الشمسية 10.24 كيلوواط/ساعة',
    descriptionEn:
      'Enough storage to carry a typical Egyptian apartment through a full night: fridge, lighting, fans, TV and internet. Two hundred amp-hours at 51.2V in one wall unit, with a touch display and Wi-Fi monitoring. Professional installation in Cairo and Giza is included in the price.',
    descriptionAr:
      'سعة تخزين تكفي شقة مصرية متوسطة ليلة كاملة: الثلاجة والإضاءة والمراوح والتلفزيون والإنترنت. مئتا أمبير/ساعة بجهد 51.2 فولت في وحدة حائط واحدة مع شاشة لمس ومتابعة عبر الواي فاي. والتركيب الاحترافي في القاهرة والجيزة مشمول في السعر.',
    pricePiastres: egp(145_000),
    inStock: true,
    stockQuantity: 4,
    isFeatured: false,
    properties: [
      voltage(51.2),
      capacityAh(200),
      energyWh(10_240),
      LFP,
      cycles(6000),
      prop(
        'Monitoring',
        'المتابعة',
        'Wi-Fi app and touch display',
        'تطبيق عبر الواي فاي وشاشة لمس',
      ),
      weightKg(92),
      warranty(7),
    ],
    imageCount: 2,
  },
  {
    key: 'hybrid-solar-kit-3kw',
    categorySlug: 'applications',
    nameEn: 'Hybrid Solar Home Kit 3 kW with 5 kWh Storage',
    nameAr: 'منظومة طاقة شمسية هجينة 3 كيلوواط مع تخزين 5 كيلوواط/ساعة',
    descriptionEn:
      'A complete package: a 3 kW hybrid inverter, six 550W monocrystalline panels, a 5.12 kWh LiFePO4 battery, the mounting structure and all cabling. It runs the home on sunshine by day while charging the battery, then switches to the battery within 10 ms when the grid goes down. Our engineers survey your roof and handle the whole installation.',
    descriptionAr:
      'منظومة متكاملة تضم إنفرتر هجين 3 كيلوواط وستة ألواح أحادية البلورة بقدرة 550 واط وبطارية ليثيوم حديد فوسفات 5.12 كيلوواط/ساعة، إلى جانب الهياكل المعدنية وجميع الكابلات. تشغّل المنزل بطاقة الشمس نهارًا وتشحن البطارية في الوقت نفسه، ثم تتحول إلى البطارية خلال 10 ميلي ثانية فور انقطاع الكهرباء. ويتولى مهندسونا معاينة السطح والتركيب بالكامل.',
    pricePiastres: egp(135_000),
    inStock: true,
    stockQuantity: 5,
    isFeatured: false,
    properties: [
      prop(
        'Inverter',
        'الإنفرتر',
        '3 kW hybrid, pure sine wave',
        '3 كيلوواط هجين بموجة جيبية نقية',
      ),
      prop(
        'Solar panels',
        'الألواح الشمسية',
        '6 × 550 W monocrystalline',
        '6 ألواح × 550 واط أحادية البلورة',
      ),
      energyWh(5120),
      LFP,
      prop('Transfer time', 'زمن التحويل', 'Under 10 ms', 'أقل من 10 ميلي ثانية'),
      prop(
        'Warranty',
        'الضمان',
        '5 years on battery and inverter, 25 years on panels',
        '5 سنوات للبطارية والإنفرتر و25 سنة للألواح',
      ),
    ],
    imageCount: 3,
  },
  {
    key: 'home-ups-backup-2-5kwh',
    categorySlug: 'applications',
    nameEn: 'Home Backup Lithium UPS 2.5 kWh',
    nameAr: 'جهاز UPS منزلي بالليثيوم 2.5 كيلوواط/ساعة',
    descriptionEn:
      'Plug-and-play protection against load-shedding, with no solar panels and no installation. It charges from the grid while power is available and takes over silently the moment it goes out, keeping a router, lights, two fans and a TV running for about four hours. Built-in wheels make it easy to move between rooms.',
    descriptionAr:
      'حماية فورية من تخفيف الأحمال دون ألواح شمسية ودون تركيب: وصّله بالكهرباء واتركه يعمل. يشحن من الشبكة وقت توفر الكهرباء، ويتولى التشغيل بهدوء فور انقطاعها، فيشغّل الراوتر والإضاءة ومروحتين والتلفزيون لمدة أربع ساعات تقريبًا. وعجلاته المدمجة تسهّل نقله من غرفة إلى أخرى.',
    pricePiastres: egp(38_500),
    inStock: true,
    stockQuantity: 16,
    isFeatured: false,
    properties: [
      energyWh(2560),
      LFP,
      prop('Rated output', 'القدرة المقننة', '2,000 W pure sine wave', '2000 واط بموجة جيبية نقية'),
      prop('Transfer time', 'زمن التحويل', 'Under 10 ms', 'أقل من 10 ميلي ثانية'),
      weightKg(32),
      warranty(3),
    ],
    imageCount: 2,
  },
  {
    key: 'off-grid-solar-kit-farm',
    categorySlug: 'applications',
    nameEn: 'Off-Grid Solar Kit for Farms & Rest Houses',
    nameAr: 'منظومة طاقة شمسية مستقلة للمزارع والاستراحات',
    descriptionEn:
      'Designed for places the grid does not reach: two 410W panels, a 40A MPPT controller, a 1,000W inverter and a 12V 100Ah LiFePO4 battery. It powers LED lighting, a small fridge, fans and phone charging every day. Supplied with a galvanised ground frame, so no roof work is needed.',
    descriptionAr:
      'مصممة للأماكن التي لا تصلها الشبكة: لوحان شمسيان بقدرة 410 واط ومنظم شحن MPPT بتيار 40 أمبير وإنفرتر 1000 واط وبطارية ليثيوم حديد فوسفات 12 فولت 100 أمبير. تكفي لتشغيل إضاءة LED وثلاجة صغيرة ومراوح وشحن الهواتف يوميًا. وتأتي مع حامل أرضي مجلفن، فلا حاجة لأي أعمال على السطح.',
    pricePiastres: egp(32_000),
    inStock: true,
    stockQuantity: 10,
    isFeatured: false,
    properties: [
      prop('Solar panels', 'الألواح الشمسية', '2 × 410 W', 'لوحان × 410 واط'),
      prop('Charge controller', 'منظم الشحن', 'MPPT 40 A', 'MPPT بتيار 40 أمبير'),
      prop('Inverter', 'الإنفرتر', '1,000 W pure sine wave', '1000 واط بموجة جيبية نقية'),
      battery('12.8 V 100 Ah LiFePO4', 'ليثيوم حديد فوسفات 12.8 فولت 100 أمبير'),
      prop(
        'Daily energy',
        'الطاقة اليومية',
        'About 3 kWh on a sunny day',
        'نحو 3 كيلوواط/ساعة في اليوم المشمس',
      ),
      warranty(2),
    ],
    imageCount: 2,
  },
  {
    key: 'stackable-hv-battery-15kwh',
    categorySlug: 'applications',
    nameEn: 'Stackable High-Voltage Storage Battery 15 kWh',
    nameAr: 'بطارية تخزين عالية الجهد قابلة للتكديس 15 كيلوواط/ساعة',
    descriptionEn:
      'A modular tower for villas, clinics and small factories: three 5 kWh modules stack on a base unit without extra wiring. The high-voltage design (307V) raises inverter efficiency and allows thinner cables. Expand up to 30 kWh as your consumption grows.',
    descriptionAr:
      'برج تخزين معياري للفيلات والعيادات والمصانع الصغيرة: ثلاث وحدات بسعة 5 كيلوواط/ساعة تُركَّب فوق وحدة القاعدة دون أسلاك إضافية. التصميم عالي الجهد (307 فولت) يرفع كفاءة الإنفرتر ويتيح استخدام كابلات أرفع. ويمكن التوسع حتى 30 كيلوواط/ساعة مع زيادة استهلاكك.',
    pricePiastres: egp(210_000),
    inStock: false,
    stockQuantity: 0,
    isFeatured: false,
    properties: [
      voltage(307.2),
      energyWh(15_360),
      LFP,
      cycles(6000),
      prop('Expandable', 'قابلية التوسع', 'Up to 30 kWh', 'حتى 30 كيلوواط/ساعة'),
      prop('Weight', 'الوزن', '52 kg per module', '52 كجم لكل وحدة'),
      warranty(10),
    ],
    imageCount: 2,
  },
];

const chargers: SeedProduct[] = [
  {
    key: 'smart-charger-12v-20a',
    categorySlug: 'chargers',
    nameEn: 'Smart LiFePO4 Charger 12V 20A',
    nameAr: 'شاحن ذكي لبطاريات الليثيوم حديد فوسفات 12 فولت 20 أمبير',
    descriptionEn:
      'A precise CC/CV charger tuned to 14.6V for LiFePO4, filling a 100Ah battery in about five hours. It also has a lead-acid mode and switches to maintenance automatically once the battery is full. Fan-cooled aluminium housing with protection against reverse polarity and short circuit.',
    descriptionAr:
      'شاحن دقيق بنظام التيار الثابت ثم الجهد الثابت، مضبوط على 14.6 فولت لبطاريات الليثيوم حديد فوسفات، ويشحن بطارية 100 أمبير في نحو خمس ساعات. يضم أيضًا وضعًا لبطاريات الرصاص، وينتقل تلقائيًا إلى وضع الصيانة عند اكتمال الشحن. بهيكل ألومنيوم مزود بمروحة تبريد وحماية من عكس الأقطاب والقصر الكهربائي.',
    pricePiastres: egp(2_400),
    compareAtPricePiastres: egp(2_850),
    inStock: true,
    stockQuantity: 35,
    isFeatured: true,
    properties: [
      outputVoltage(
        '14.6 V (LiFePO4) / 14.4 V (lead-acid)',
        '14.6 فولت (ليثيوم) / 14.4 فولت (رصاص)',
      ),
      outputCurrent('20'),
      input220,
      chargeTime('About 5 hours for 100 Ah', 'نحو 5 ساعات لبطارية 100 أمبير'),
      prop(
        'Protection',
        'الحماية',
        'Reverse polarity, short circuit, overheating',
        'عكس الأقطاب والقصر الكهربائي وارتفاع الحرارة',
      ),
      warranty(1),
    ],
    imageCount: 2,
  },
  {
    key: 'smart-charger-24v-15a',
    categorySlug: 'chargers',
    nameEn: 'Smart LiFePO4 Charger 24V 15A',
    nameAr: 'شاحن ذكي لبطاريات الليثيوم 24 فولت 15 أمبير',
    descriptionEn:
      'For 24V (8S) LiFePO4 packs in wheelchairs, floor scrubbers and solar banks. It charges at 29.2V with a gentle pre-charge stage for deeply discharged batteries. A two-colour LED shows charging and full status.',
    descriptionAr:
      'لبطاريات الليثيوم حديد فوسفات بجهد 24 فولت (8 خلايا) في الكراسي المتحركة وماكينات تنظيف الأرضيات وبنوك الطاقة الشمسية. يشحن بجهد 29.2 فولت مع مرحلة شحن تمهيدي هادئة للبطاريات المفرغة بالكامل. ولمبة LED بلونين توضح حالة الشحن واكتماله.',
    pricePiastres: egp(3_200),
    inStock: true,
    stockQuantity: 15,
    isFeatured: false,
    properties: [
      outputVoltage('29.2 V', '29.2 فولت'),
      outputCurrent('15'),
      input220,
      chargeTime('About 7 hours for 100 Ah', 'نحو 7 ساعات لبطارية 100 أمبير'),
      warranty(1),
    ],
    imageCount: 1,
  },
  {
    key: 'golf-car-charger-48v-18a',
    categorySlug: 'chargers',
    nameEn: 'Golf Car Lithium Charger 48V 18A',
    nameAr: 'شاحن ليثيوم لعربات الجولف 48 فولت 18 أمبير',
    descriptionEn:
      'A waterproof on-board or wall-mounted charger for 48V (16S) lithium golf car batteries. It charges a 150Ah pack from empty in about eight hours and talks to the BMS over CAN for safe, balanced charging. Rated IP66, so it can stay on the car permanently.',
    descriptionAr:
      'شاحن مقاوم للماء يُركَّب على العربة أو على الحائط لبطاريات الليثيوم في عربات الجولف بجهد 48 فولت (16 خلية). يشحن بطارية 150 أمبير من الصفر في نحو ثماني ساعات، ويتواصل مع نظام الـBMS عبر CAN لشحن آمن ومتوازن. وبفضل حمايته بمعيار IP66 يمكن تركيبه على العربة بشكل دائم.',
    pricePiastres: egp(9_800),
    inStock: true,
    stockQuantity: 8,
    isFeatured: false,
    properties: [
      outputVoltage('58.4 V', '58.4 فولت'),
      outputCurrent('18'),
      communication('CAN bus', 'ناقل CAN'),
      ipRating('IP66', 'waterproof', 'مقاوم للماء'),
      warranty(2),
    ],
    imageCount: 2,
  },
  {
    key: 'scooter-charger-42v-2a',
    categorySlug: 'chargers',
    nameEn: 'E-Scooter Charger 42V 2A',
    nameAr: 'شاحن سكوتر كهربائي 42 فولت 2 أمبير',
    descriptionEn:
      'The standard charger for 36V scooters, including most Xiaomi-style models. The LED turns green when the battery is full and the charger stops automatically to protect the cells. Supplied with the common 3-pin round plug and a 5.5 mm DC adapter.',
    descriptionAr:
      'الشاحن القياسي للسكوترات بجهد 36 فولت، ومنها أغلب الموديلات المشابهة لسكوترات شاومي. يتحول ضوء الـLED إلى اللون الأخضر عند اكتمال الشحن، ويتوقف الشاحن تلقائيًا لحماية الخلايا. يأتي بفيشة دائرية ثلاثية الأطراف ومعه محوّل DC مقاس 5.5 مم.',
    pricePiastres: egp(650),
    inStock: true,
    stockQuantity: null,
    isFeatured: false,
    properties: [
      outputVoltage('42 V', '42 فولت'),
      outputCurrent('2'),
      prop(
        'Compatible with',
        'متوافق مع',
        '36 V lithium scooters',
        'السكوترات بجهد 36 فولت ببطاريات ليثيوم',
      ),
      warrantyMonths(6),
    ],
    imageCount: 1,
  },
  {
    key: 'scooter-fast-charger-54v-5a',
    categorySlug: 'chargers',
    nameEn: 'E-Scooter Fast Charger 54.6V 5A',
    nameAr: 'شاحن سريع للسكوتر الكهربائي 54.6 فولت 5 أمبير',
    descriptionEn:
      'Cuts the charging time of a 48V 20Ah scooter battery from ten hours to about four. A current selector switch (2A or 5A) lets you choose between fast charging and gentle overnight charging. Metal housing with a quiet, temperature-controlled fan.',
    descriptionAr:
      'يختصر زمن شحن بطارية سكوتر 48 فولت 20 أمبير من عشر ساعات إلى نحو أربع ساعات فقط. ومفتاح اختيار التيار (2 أو 5 أمبير) يتيح لك المفاضلة بين الشحن السريع والشحن الهادئ طوال الليل. بهيكل معدني ومروحة هادئة تعمل حسب درجة الحرارة.',
    pricePiastres: egp(1_850),
    inStock: true,
    stockQuantity: 22,
    isFeatured: false,
    properties: [
      outputVoltage('54.6 V', '54.6 فولت'),
      outputCurrent('2 / 5'),
      chargeTime('About 4 hours for 48 V 20 Ah', 'نحو 4 ساعات لبطارية 48 فولت 20 أمبير'),
      warranty(1),
    ],
    imageCount: 1,
  },
  {
    key: 'mppt-solar-charge-controller-60a',
    categorySlug: 'chargers',
    nameEn: 'MPPT Solar Charge Controller 60A',
    nameAr: 'منظم شحن شمسي MPPT بتيار 60 أمبير',
    descriptionEn:
      'Harvests up to 30% more energy from your panels than a PWM controller by tracking the maximum power point. It detects 12, 24 and 48V systems automatically and has a dedicated LiFePO4 charging profile. Bluetooth monitoring shows the daily yield and battery status on your phone.',
    descriptionAr:
      'يستخلص من الألواح طاقة أكثر بنسبة تصل إلى 30% مقارنة بمنظمات PWM، بفضل تتبعه لنقطة القدرة القصوى. يتعرف تلقائيًا على الأنظمة بجهد 12 أو 24 أو 48 فولت، ويضم برنامج شحن مخصصًا لبطاريات الليثيوم حديد فوسفات. ومن خلال البلوتوث تتابع إنتاج اليوم وحالة البطارية على هاتفك.',
    pricePiastres: egp(4_900),
    inStock: true,
    stockQuantity: 13,
    isFeatured: false,
    properties: [
      prop('System voltage', 'جهد النظام', '12 / 24 / 48 V auto', '12 / 24 / 48 فولت تلقائيًا'),
      prop('Max PV voltage', 'أقصى جهد للألواح', '150 V', '150 فولت'),
      outputCurrent('60'),
      prop('Peak efficiency', 'أقصى كفاءة', '98%', 'حتى 98%'),
      warranty(2),
    ],
    imageCount: 2,
  },
  {
    key: 'multi-chemistry-charger-12v-10a',
    categorySlug: 'chargers',
    nameEn: 'Multi-Chemistry Smart Charger 12V 10A',
    nameAr: 'شاحن ذكي متعدد الأنواع 12 فولت 10 أمبير',
    descriptionEn:
      'One charger for the car, the motorcycle and the lithium battery in the garage. Selectable modes for LiFePO4, AGM, gel and flooded lead-acid, plus a repair mode for sulphated batteries. Compact enough to keep in the boot.',
    descriptionAr:
      'شاحن واحد لبطارية السيارة والموتوسيكل وبطارية الليثيوم في الجراج. أوضاع قابلة للاختيار لبطاريات الليثيوم حديد فوسفات وAGM والجل والرصاص السائل، إضافة إلى وضع لإنعاش البطاريات التي تعاني من الكبرتة. وحجمه الصغير يسمح بحمله دائمًا في شنطة السيارة.',
    pricePiastres: egp(1_600),
    inStock: true,
    stockQuantity: 28,
    isFeatured: false,
    properties: [
      outputVoltage('12 V (14.6 V in LiFePO4 mode)', '12 فولت (14.6 فولت في وضع الليثيوم)'),
      outputCurrent('10'),
      prop(
        'Modes',
        'أوضاع الشحن',
        'LiFePO4, AGM, Gel, Flooded, Repair',
        'ليثيوم، AGM، جل، رصاص سائل، إنعاش',
      ),
      warranty(1),
    ],
    imageCount: 1,
  },
];

const scooters: SeedProduct[] = [
  {
    key: 'e-scooter-city-350w',
    categorySlug: 'electric-scooter',
    nameEn: 'City E-Scooter 350W, 30 km Range',
    nameAr: 'سكوتر كهربائي للمدينة 350 واط بمدى 30 كم',
    descriptionEn:
      'Light, foldable and ready for the daily ride to work or university. A 36V 10Ah battery gives up to 30 km per charge, and the 8.5-inch honeycomb tyres never go flat. A front LED light, rear brake light and one-step folding latch let you take it on the metro.',
    descriptionAr:
      'خفيف وقابل للطي وجاهز لمشوارك اليومي إلى العمل أو الجامعة. بطارية 36 فولت 10 أمبير تمنحك مدى حتى 30 كم في الشحنة الواحدة، وإطارات مقاس 8.5 بوصة بتصميم خلية النحل لا تُثقب أبدًا. مزود بكشاف LED أمامي وإضاءة فرامل خلفية ومفصل طي بخطوة واحدة لتصطحبه معك في المترو.',
    pricePiastres: egp(19_500),
    compareAtPricePiastres: egp(23_000),
    inStock: true,
    stockQuantity: 24,
    isFeatured: true,
    properties: [
      motor('350 W brushless hub motor', 'محرك 350 واط بدون فرش داخل العجلة'),
      battery('36 V 10 Ah lithium-ion', 'ليثيوم أيون 36 فولت 10 أمبير'),
      range(30),
      topSpeed(25),
      maxLoad(100),
      weightKg(12.5),
      chargeTime('5–6 hours', '5–6 ساعات'),
      warranty(1),
    ],
    colors: [BLACK, WHITE, GRAY],
    imageCount: 3,
  },
  {
    key: 'e-scooter-commuter-500w',
    categorySlug: 'electric-scooter',
    nameEn: 'Commuter E-Scooter 500W, 45 km Range',
    nameAr: 'سكوتر كهربائي للمشاوير اليومية 500 واط بمدى 45 كم',
    descriptionEn:
      "More power for Cairo's bridges and slopes: a 500W motor and a 48V 15Ah battery climb 20% gradients with ease. Front and rear suspension with 10-inch pneumatic tyres smooths out rough roads. The colour display shows speed, battery level and riding mode.",
    descriptionAr:
      'قوة أكبر لكباري القاهرة وطلعاتها: محرك 500 واط وبطارية 48 فولت 15 أمبير يصعدان منحدرات بميل 20% بسهولة. ومساعدات أمامية وخلفية مع إطارات هوائية مقاس 10 بوصات تمتص مطبات الطريق. وتعرض الشاشة الملونة السرعة ونسبة البطارية ووضع القيادة.',
    pricePiastres: egp(27_500),
    inStock: true,
    stockQuantity: 15,
    isFeatured: false,
    properties: [
      motor('500 W brushless hub motor', 'محرك 500 واط بدون فرش داخل العجلة'),
      battery('48 V 15 Ah lithium-ion', 'ليثيوم أيون 48 فولت 15 أمبير'),
      range(45),
      topSpeed(35),
      prop('Suspension', 'نظام التعليق', 'Front and rear spring', 'مساعدات أمامية وخلفية'),
      maxLoad(120),
      weightKg(19),
      warranty(1),
    ],
    colors: [BLACK, BLUE, RED],
    imageCount: 3,
  },
  {
    key: 'e-scooter-dual-motor-2000w',
    categorySlug: 'electric-scooter',
    nameEn: 'Dual-Motor Performance E-Scooter 2 × 1000W',
    nameAr: 'سكوتر كهربائي عالي الأداء بمحركين 2 × 1000 واط',
    descriptionEn:
      'Two 1,000W motors, a 52V 23Ah battery and hydraulic disc brakes for riders who want real performance. Switch between single and dual drive to save energy or get maximum grip. Range reaches 65 km, and turn signals plus a key ignition add safety and security.',
    descriptionAr:
      'محركان بقدرة 1000 واط لكل منهما، وبطارية 52 فولت 23 أمبير، وفرامل قرصية هيدروليكية لمن يبحث عن أداء حقيقي. يمكنك التبديل بين الدفع بمحرك واحد لتوفير الطاقة أو بمحركين لأقصى تماسك. يصل مداه إلى 65 كم، ومزود بإشارات انعطاف ومفتاح تشغيل لمزيد من الأمان.',
    pricePiastres: egp(44_000),
    inStock: true,
    stockQuantity: 5,
    isFeatured: false,
    videoUrl: 'https://www.youtube.com/watch?v=vT3nK8wJ1sE',
    properties: [
      motor('2 × 1,000 W dual hub motors', 'محركان 2 × 1000 واط داخل العجلتين'),
      battery('52 V 23 Ah lithium-ion', 'ليثيوم أيون 52 فولت 23 أمبير'),
      range(65),
      topSpeed(50),
      prop('Brakes', 'الفرامل', 'Hydraulic disc, front and rear', 'قرصية هيدروليكية أمامية وخلفية'),
      maxLoad(150),
      weightKg(32),
      warranty(1),
    ],
    colors: [BLACK, GREEN],
    imageCount: 3,
  },
  {
    key: 'e-scooter-seated-500w',
    categorySlug: 'electric-scooter',
    nameEn: 'Seated E-Scooter 500W with Basket',
    nameAr: 'سكوتر كهربائي بمقعد 500 واط مع سلة',
    descriptionEn:
      'A comfortable sit-down scooter for shopping trips, getting around the compound and older riders. The padded seat is removable, the front basket holds the groceries, and the 48V 13Ah lithium battery slides out so you can charge it indoors. Wide 10-inch tyres keep it stable at low speeds.',
    descriptionAr:
      'سكوتر مريح بمقعد، مثالي لمشاوير التسوق والتنقل داخل الكمبوند ولكبار السن. المقعد المبطن قابل للفك، والسلة الأمامية تتسع لمشتريات البقالة، وبطارية الليثيوم 48 فولت 13 أمبير قابلة للفك لتشحنها داخل المنزل. وإطاراته العريضة مقاس 10 بوصات تمنحه ثباتًا ممتازًا.',
    pricePiastres: egp(32_000),
    inStock: true,
    stockQuantity: 8,
    isFeatured: false,
    properties: [
      motor('500 W brushless hub motor', 'محرك 500 واط بدون فرش داخل العجلة'),
      battery('48 V 13 Ah lithium-ion, removable', 'ليثيوم أيون 48 فولت 13 أمبير قابلة للفك'),
      range(40),
      topSpeed(30),
      maxLoad(130),
      weightKg(28),
      warranty(1),
    ],
    colors: [RED, BLACK],
    imageCount: 2,
  },
  {
    key: 'e-scooter-folding-250w',
    categorySlug: 'electric-scooter',
    nameEn: 'Ultra-Light Folding E-Scooter 250W',
    nameAr: 'سكوتر كهربائي قابل للطي فائق الخفة 250 واط',
    descriptionEn:
      'At just 10.5 kg, this scooter is easy to carry up the stairs and into a car boot. A 250W motor and a 36V 7.5Ah battery cover about 25 km, ideal for short trips and the first and last mile of your commute. Regenerative braking recovers energy at every stop.',
    descriptionAr:
      'بوزن 10.5 كجم فقط، يسهل حمله على السلالم ووضعه في شنطة السيارة. محرك 250 واط وبطارية 36 فولت 7.5 أمبير يقطعان نحو 25 كم، وهو مثالي للمشاوير القصيرة وللمسافة بين المحطة وباب العمل. والفرملة المتجددة تستعيد جزءًا من الطاقة مع كل توقف.',
    pricePiastres: egp(18_500),
    inStock: false,
    stockQuantity: 0,
    isFeatured: false,
    properties: [
      motor('250 W brushless hub motor', 'محرك 250 واط بدون فرش داخل العجلة'),
      battery('36 V 7.5 Ah lithium-ion', 'ليثيوم أيون 36 فولت 7.5 أمبير'),
      range(25),
      topSpeed(25),
      maxLoad(100),
      weightKg(10.5),
      warranty(1),
    ],
    imageCount: 2,
  },
  {
    key: 'e-scooter-off-road-1200w',
    categorySlug: 'electric-scooter',
    nameEn: 'Off-Road E-Scooter 1200W',
    nameAr: 'سكوتر كهربائي للطرق الوعرة 1200 واط',
    descriptionEn:
      'Built for the North Coast, desert tracks and compound roads: 11-inch off-road tyres, dual suspension and a reinforced steel frame. The 1,200W motor and 48V 18Ah battery deliver 55 km of range and strong hill-climbing torque. IPX5 water resistance handles splashes and dust.',
    descriptionAr:
      'مصمم للساحل الشمالي ومدقات الصحراء وطرق الكمبوندات: إطارات مقاس 11 بوصة للطرق الوعرة، ومساعدات مزدوجة، وشاسيه فولاذي مقوّى. محرك 1200 واط وبطارية 48 فولت 18 أمبير يمنحانك مدى 55 كم وعزمًا قويًا في المطالع. ومقاومة الماء بمعيار IPX5 تتحمل الرذاذ والأتربة.',
    pricePiastres: egp(42_000),
    inStock: true,
    stockQuantity: 6,
    isFeatured: false,
    properties: [
      motor('1,200 W brushless hub motor', 'محرك 1200 واط بدون فرش داخل العجلة'),
      battery('48 V 18 Ah lithium-ion', 'ليثيوم أيون 48 فولت 18 أمبير'),
      range(55),
      topSpeed(45),
      ipRating('IPX5', 'splash-proof', 'مقاوم لرذاذ الماء'),
      maxLoad(150),
      weightKg(29),
      warranty(1),
    ],
    imageCount: 2,
  },
];

const golfCars: SeedProduct[] = [
  {
    key: 'golf-car-2-seat',
    categorySlug: 'golf-cars',
    nameEn: 'Electric Golf Car, 2 Seats',
    nameAr: 'عربة جولف كهربائية بمقعدين',
    descriptionEn:
      'The classic two-seater for golf courses, villa compounds and security patrols. A 48V 105Ah LiFePO4 battery and a 4 kW AC motor give up to 80 km per charge with almost no maintenance. It comes with a windscreen, LED headlights, seat belts and a rear bag holder.',
    descriptionAr:
      'عربة الجولف الكلاسيكية بمقعدين لملاعب الجولف وكمبوندات الفيلات ودوريات الأمن. بطارية ليثيوم حديد فوسفات 48 فولت 105 أمبير ومحرك تيار متردد بقدرة 4 كيلوواط تمنحانها مدى حتى 80 كم في الشحنة الواحدة مع صيانة شبه معدومة. مزودة بزجاج أمامي وكشافات LED وأحزمة أمان وحامل خلفي لحقائب الجولف.',
    pricePiastres: egp(395_000),
    inStock: true,
    stockQuantity: 4,
    isFeatured: true,
    videoUrl: 'https://www.youtube.com/watch?v=Hx5bZ9dY2uM',
    properties: [
      seats(2),
      battery('48 V 105 Ah LiFePO4', 'ليثيوم حديد فوسفات 48 فولت 105 أمبير'),
      motor('4 kW AC motor', 'محرك تيار متردد 4 كيلوواط'),
      range(80),
      topSpeed(25),
      chargeTime('6–8 hours', '6–8 ساعات'),
      golfWarranty,
    ],
    colors: [WHITE, GREEN, BLACK],
    imageCount: 3,
  },
  {
    key: 'golf-car-4-seat',
    categorySlug: 'golf-cars',
    nameEn: 'Electric Golf Car, 4 Seats',
    nameAr: 'عربة جولف كهربائية بأربعة مقاعد',
    descriptionEn:
      'The most popular choice for hotels and residential compounds: four comfortable seats, a full-length roof and a quiet 5 kW motor. Thanks to the lithium battery, 8 hours of charging gives a full day of shuttle service. Weather curtains and a rear luggage rack are available as options.',
    descriptionAr:
      'الخيار الأكثر طلبًا في الفنادق والكمبوندات السكنية: أربعة مقاعد مريحة وسقف كامل ومحرك هادئ بقدرة 5 كيلوواط. وبفضل بطارية الليثيوم، تكفي 8 ساعات من الشحن ليوم كامل من نقل الضيوف والسكان. ويمكن إضافة ستائر للحماية من المطر والأتربة وحامل خلفي للأمتعة.',
    pricePiastres: egp(545_000),
    inStock: true,
    stockQuantity: 3,
    isFeatured: true,
    properties: [
      seats(4),
      battery('48 V 150 Ah LiFePO4', 'ليثيوم حديد فوسفات 48 فولت 150 أمبير'),
      motor('5 kW AC motor', 'محرك تيار متردد 5 كيلوواط'),
      range(90),
      topSpeed(30),
      prop('Payload', 'الحمولة', '350 kg', '350 كجم'),
      golfWarranty,
    ],
    colors: [WHITE, GRAY, BLUE],
    imageCount: 3,
  },
  {
    key: 'golf-car-4-seat-lifted',
    categorySlug: 'golf-cars',
    nameEn: 'Lifted Off-Road Golf Car, 4 Seats (2+2)',
    nameAr: 'عربة جولف مرتفعة للطرق الوعرة بأربعة مقاعد (2+2)',
    descriptionEn:
      'A raised chassis, 14-inch alloy wheels and all-terrain tyres take this car onto sand, gravel and farm tracks. The rear-facing seat flips into a cargo bed in seconds. A 72V lithium system delivers extra torque on dunes and slopes.',
    descriptionAr:
      'شاسيه مرتفع وجنوط ألومنيوم مقاس 14 بوصة وإطارات لكل التضاريس تأخذ هذه العربة إلى الرمال والطرق الترابية ومدقات المزارع. ويتحول المقعد الخلفي إلى صندوق للبضائع في ثوانٍ. وتعمل بنظام ليثيوم بجهد 72 فولت يمنحها عزمًا أكبر على الكثبان والمنحدرات.',
    pricePiastres: egp(620_000),
    inStock: true,
    stockQuantity: 2,
    isFeatured: false,
    properties: [
      seats(4, ' (2+2)'),
      battery('72 V 105 Ah LiFePO4', 'ليثيوم حديد فوسفات 72 فولت 105 أمبير'),
      motor('6.3 kW AC motor', 'محرك تيار متردد 6.3 كيلوواط'),
      range(85),
      topSpeed(40),
      prop('Ground clearance', 'الخلوص الأرضي', '220 mm', '220 مم'),
      golfWarranty,
    ],
    imageCount: 2,
  },
  {
    key: 'golf-car-6-seat',
    categorySlug: 'golf-cars',
    nameEn: 'Electric Shuttle Golf Car, 6 Seats',
    nameAr: 'عربة جولف كهربائية لنقل الركاب بستة مقاعد',
    descriptionEn:
      'Three rows of seats for resorts, hospitals, universities and large factories. A reinforced chassis, hydraulic brakes on all four wheels and a 7.5 kW motor carry six adults comfortably over long distances. The lithium battery has an on-board charger: just plug it into a standard socket overnight.',
    descriptionAr:
      'ثلاثة صفوف من المقاعد للمنتجعات والمستشفيات والجامعات والمصانع الكبيرة. شاسيه مقوّى وفرامل هيدروليكية على العجلات الأربع ومحرك بقدرة 7.5 كيلوواط تنقل ستة بالغين براحة لمسافات طويلة. وبطارية الليثيوم مزودة بشاحن مدمج، فيكفي توصيلها بأي مقبس عادي طوال الليل.',
    pricePiastres: egp(760_000),
    inStock: true,
    stockQuantity: 2,
    isFeatured: false,
    properties: [
      seats(6),
      battery('48 V 200 Ah LiFePO4', 'ليثيوم حديد فوسفات 48 فولت 200 أمبير'),
      motor('7.5 kW AC motor', 'محرك تيار متردد 7.5 كيلوواط'),
      range(100),
      topSpeed(30),
      prop('Payload', 'الحمولة', '500 kg', '500 كجم'),
      golfWarranty,
    ],
    colors: [WHITE, GRAY],
    imageCount: 3,
  },
  {
    key: 'golf-car-utility-cargo',
    categorySlug: 'golf-cars',
    nameEn: 'Utility Golf Car with Cargo Bed, 2 Seats',
    nameAr: 'عربة جولف خدمية بصندوق نقل ومقعدين',
    descriptionEn:
      'A workhorse for maintenance teams, farms, hotels and warehouses. The steel tipping bed carries up to 400 kg of tools, luggage or linen while the cab seats two. Quiet and emission-free, it can work indoors and around guests.',
    descriptionAr:
      'عربة عمل حقيقية لفرق الصيانة والمزارع والفنادق والمخازن. صندوق النقل الفولاذي القلاب يحمل حتى 400 كجم من المعدات أو الأمتعة أو المفروشات، بينما تتسع الكابينة لشخصين. هادئة وبلا انبعاثات، فيمكن استخدامها داخل المباني وبين النزلاء.',
    pricePiastres: egp(430_000),
    inStock: false,
    stockQuantity: 0,
    isFeatured: false,
    properties: [
      seats(2),
      prop(
        'Cargo bed',
        'صندوق النقل',
        '1,100 × 1,000 mm steel, tipping',
        'فولاذي قلاب بأبعاد 1100 × 1000 مم',
      ),
      prop('Payload', 'الحمولة', '400 kg', '400 كجم'),
      battery('48 V 150 Ah LiFePO4', 'ليثيوم حديد فوسفات 48 فولت 150 أمبير'),
      range(70),
      topSpeed(25),
      golfWarranty,
    ],
    imageCount: 2,
  },
];

const powerBanks: SeedProduct[] = [
  {
    key: 'power-bank-10000-slim',
    categorySlug: 'power-banks',
    nameEn: 'Slim Power Bank 10,000 mAh 22.5W',
    nameAr: 'باور بانك نحيف 10,000 مللي أمبير بقدرة 22.5 واط',
    descriptionEn:
      'Pocket-sized and only 14 mm thick, it charges a modern phone about twice. Fast charging over USB-C PD and USB-A QC, with an LED gauge so you always know what is left. Certified cells and multi-layer protection make it safe to carry on flights.',
    descriptionAr:
      'بحجم الجيب وبسُمك 14 مم فقط، ويشحن الهاتف الحديث نحو مرتين. شحن سريع عبر منفذ USB-C PD ومنفذ USB-A QC، مع مؤشر LED يوضح لك الشحن المتبقي دائمًا. وخلاياه المعتمدة وحمايته متعددة الطبقات تجعله آمنًا للحمل على متن الطائرات.',
    pricePiastres: egp(850),
    inStock: true,
    stockQuantity: 60,
    isFeatured: false,
    properties: [
      capacityMah(10_000),
      maxOutput(22.5),
      ports('USB-C PD, USB-A QC', 'منفذ USB-C PD ومنفذ USB-A QC'),
      weightG(210),
      warranty(1),
    ],
    colors: [BLACK, WHITE, BLUE],
    imageCount: 2,
  },
  {
    key: 'power-bank-20000-65w',
    categorySlug: 'power-banks',
    nameEn: 'Power Bank 20,000 mAh 65W with Laptop Charging',
    nameAr: 'باور بانك 20,000 مللي أمبير بقدرة 65 واط يشحن اللابتوب',
    descriptionEn:
      'Powerful enough to charge a USB-C laptop, a tablet and a phone at the same time. The 65W USB-C port takes a MacBook Air from 0 to 50% in about 45 minutes. A digital display shows the remaining percentage, and the power bank itself recharges in just two hours.',
    descriptionAr:
      'قوي بما يكفي لشحن لابتوب بمنفذ USB-C وتابلت وهاتف في الوقت نفسه. منفذ USB-C بقدرة 65 واط يشحن ماك بوك إير من 0 إلى 50% في نحو 45 دقيقة. وتعرض الشاشة الرقمية النسبة المتبقية، بينما يُشحن الباور بانك نفسه في ساعتين فقط.',
    pricePiastres: egp(1_650),
    compareAtPricePiastres: egp(1_950),
    inStock: true,
    stockQuantity: 45,
    isFeatured: true,
    properties: [
      capacityMah(20_000),
      maxOutput(65),
      ports('2 × USB-C, 1 × USB-A', 'منفذا USB-C ومنفذ USB-A'),
      chargeTime('2 hours (65 W input)', 'ساعتان (بدخل 65 واط)'),
      weightG(420),
      warranty(1),
    ],
    colors: [BLACK, GRAY],
    imageCount: 3,
  },
  {
    key: 'power-bank-30000-high-capacity',
    categorySlug: 'power-banks',
    nameEn: 'High-Capacity Power Bank 30,000 mAh',
    nameAr: 'باور بانك بسعة عالية 30,000 مللي أمبير',
    descriptionEn:
      "Keeps the whole family's phones charged through long outages and road trips: up to seven full phone charges. Four outputs, a built-in torch and pass-through charging, so it can charge your phone while it is charging itself. The rugged matte finish resists scratches.",
    descriptionAr:
      'يبقي هواتف العائلة كلها مشحونة خلال فترات الانقطاع الطويلة والرحلات: حتى سبع شحنات كاملة للهاتف. أربعة منافذ خرج وكشاف مدمج وخاصية الشحن المتزامن، فيشحن هاتفك أثناء شحنه هو. وسطحه المطفي المتين يقاوم الخدوش.',
    pricePiastres: egp(2_300),
    inStock: true,
    stockQuantity: 30,
    isFeatured: false,
    properties: [
      capacityMah(30_000),
      maxOutput(22.5),
      ports('2 × USB-C, 2 × USB-A', 'منفذا USB-C ومنفذا USB-A'),
      weightG(620),
      warranty(1),
    ],
    colors: [BLACK, WHITE, GREEN],
    imageCount: 2,
  },
  {
    key: 'power-bank-magnetic-10000',
    categorySlug: 'power-banks',
    nameEn: 'Magnetic Wireless Power Bank 10,000 mAh',
    nameAr: 'باور بانك مغناطيسي لاسلكي 10,000 مللي أمبير',
    descriptionEn:
      'Snaps onto the back of MagSafe-compatible iPhones and charges wirelessly at up to 15W, no cable needed. A fold-out stand turns it into a desk holder for video calls. The USB-C port also charges Android phones and earbuds at 20W.',
    descriptionAr:
      'يلتصق مغناطيسيًا بظهر هواتف آيفون المتوافقة مع MagSafe ويشحنها لاسلكيًا بقدرة حتى 15 واط دون أي كابل. وحامله القابل للفتح يحوله إلى قاعدة على المكتب لمكالمات الفيديو. كما يشحن منفذ USB-C هواتف أندرويد والسماعات بقدرة 20 واط.',
    pricePiastres: egp(1_250),
    inStock: true,
    stockQuantity: 40,
    isFeatured: false,
    properties: [
      capacityMah(10_000),
      prop('Wireless output', 'الشحن اللاسلكي', '15 W', '15 واط'),
      prop('Wired output', 'الشحن السلكي', '20 W USB-C', '20 واط عبر USB-C'),
      weightG(230),
      warranty(1),
    ],
    imageCount: 2,
  },
  {
    key: 'portable-power-station-300wh',
    categorySlug: 'power-banks',
    nameEn: 'Portable Power Station 300Wh',
    nameAr: 'محطة طاقة متنقلة 300 واط/ساعة',
    descriptionEn:
      'A quiet, fume-free alternative to a small generator. It runs a router for 20 hours, charges a laptop five times over or keeps a DC fan turning all night. Recharge it from the wall in 2 hours or from a 100W solar panel in about 4 hours.',
    descriptionAr:
      'بديل هادئ وخالٍ من العوادم للمولد الصغير. يشغّل الراوتر لمدة 20 ساعة، أو يشحن اللابتوب 5 مرات كاملة، أو يشغّل مروحة تيار مستمر طوال الليل. ويُعاد شحنه من الكهرباء في ساعتين أو من لوح شمسي 100 واط في نحو 4 ساعات.',
    pricePiastres: egp(13_500),
    inStock: true,
    stockQuantity: 18,
    isFeatured: false,
    properties: [
      energyWh(300),
      LFP,
      prop(
        'AC output',
        'خرج التيار المتردد',
        '300 W pure sine wave (600 W surge)',
        '300 واط بموجة جيبية نقية (600 واط لحظيًا)',
      ),
      ports(
        '2 × AC, 2 × USB-C, 2 × USB-A, car socket',
        'مقبسان AC ومنفذا USB-C ومنفذا USB-A ومخرج سيارة',
      ),
      weightKg(4.2),
      warranty(2),
    ],
    imageCount: 2,
  },
  {
    key: 'portable-power-station-1000wh',
    categorySlug: 'power-banks',
    nameEn: 'Portable Power Station 1000Wh LiFePO4',
    nameAr: 'محطة طاقة متنقلة 1000 واط/ساعة ليثيوم حديد فوسفات',
    descriptionEn:
      'Serious backup in a carry case: 1,024 Wh of LiFePO4 and a 1,500W inverter that runs a fridge, a TV, a desktop computer or power tools. It switches over in under 20 ms, so it also works as a UPS for your router and PC. More than 3,000 cycles means about eight years of daily use.',
    descriptionAr:
      'طاقة احتياطية حقيقية في حقيبة محمولة: 1,024 واط/ساعة بتقنية ليثيوم حديد فوسفات وإنفرتر 1500 واط يشغّل الثلاجة والتلفزيون والكمبيوتر المكتبي وأدوات العمل الكهربائية. ينتقل إلى البطارية في أقل من 20 ميلي ثانية، فيعمل كجهاز UPS للراوتر والكمبيوتر. وأكثر من 3,000 دورة شحن تعني نحو ثماني سنوات من الاستخدام اليومي.',
    pricePiastres: egp(42_000),
    inStock: false,
    stockQuantity: 0,
    isFeatured: false,
    properties: [
      energyWh(1024),
      LFP,
      prop(
        'AC output',
        'خرج التيار المتردد',
        '1,500 W pure sine wave (3,000 W surge)',
        '1500 واط بموجة جيبية نقية (3000 واط لحظيًا)',
      ),
      cycles(3000),
      weightKg(12.5),
      warranty(3),
    ],
    imageCount: 3,
  },
];

const spareParts: SeedProduct[] = [
  {
    key: 'bms-16s-48v-100a-bluetooth',
    categorySlug: 'spare-parts',
    nameEn: 'Smart BMS 16S 48V 100A with Bluetooth',
    nameAr: 'لوحة BMS ذكية 16 خلية 48 فولت 100 أمبير مع بلوتوث',
    descriptionEn:
      'The brain of a 48V LiFePO4 pack: it balances all sixteen cells and cuts off on overcharge, over-discharge, overcurrent and overheating. A Bluetooth app shows every cell voltage in real time and lets you adjust the protection limits. Temperature sensors and a pre-wired balance harness are included.',
    descriptionAr:
      'العقل المدبر لبطارية ليثيوم حديد فوسفات بجهد 48 فولت: توازن بين الخلايا الست عشرة، وتفصل التيار عند الشحن الزائد أو التفريغ العميق أو زيادة التيار أو ارتفاع الحرارة. ومن خلال تطبيق البلوتوث ترى جهد كل خلية لحظيًا وتعدّل حدود الحماية. وتشمل حساسات الحرارة وضفيرة موازنة جاهزة للتوصيل.',
    pricePiastres: egp(3_200),
    inStock: true,
    stockQuantity: 17,
    isFeatured: true,
    properties: [
      prop(
        'Cell configuration',
        'عدد الخلايا',
        '16S (48 V LiFePO4)',
        '16 خلية على التوالي (48 فولت ليثيوم)',
      ),
      prop('Continuous current', 'التيار المستمر', '100 A', '100 أمبير'),
      prop('Balancing', 'الموازنة', 'Active, 1 A', 'نشطة بتيار 1 أمبير'),
      communication('Bluetooth, RS485', 'بلوتوث وRS485'),
      warranty(1),
    ],
    imageCount: 2,
  },
  {
    key: 'bms-4s-12v-100a',
    categorySlug: 'spare-parts',
    nameEn: 'BMS Board 4S 12V 100A',
    nameAr: 'لوحة BMS بأربع خلايا 12 فولت 100 أمبير',
    descriptionEn:
      'For building or repairing 12V LiFePO4 batteries from four 3.2V cells. Passive balancing, low-resistance MOSFETs and a common-port design that works with any 12V charger. Thick copper leads come pre-attached for easy connection.',
    descriptionAr:
      'لتجميع أو إصلاح بطاريات الليثيوم حديد فوسفات 12 فولت المكونة من أربع خلايا بجهد 3.2 فولت. موازنة سلبية وترانزستورات MOSFET منخفضة المقاومة وتصميم بمنفذ مشترك يعمل مع أي شاحن 12 فولت. ويأتي بأسلاك نحاسية سميكة مثبتة مسبقًا لسهولة التوصيل.',
    pricePiastres: egp(1_450),
    inStock: true,
    stockQuantity: 26,
    isFeatured: false,
    properties: [
      prop(
        'Cell configuration',
        'عدد الخلايا',
        '4S (12 V LiFePO4)',
        '4 خلايا على التوالي (12 فولت ليثيوم)',
      ),
      prop('Continuous current', 'التيار المستمر', '100 A', '100 أمبير'),
      prop('Balancing', 'الموازنة', 'Passive', 'سلبية'),
      warrantyMonths(6),
    ],
    imageCount: 1,
  },
  {
    key: 'scooter-controller-36v-350w',
    categorySlug: 'spare-parts',
    nameEn: 'E-Scooter Motor Controller 36V 350W',
    nameAr: 'وحدة تحكم محرك السكوتر 36 فولت 350 واط',
    descriptionEn:
      'A direct replacement controller for 36V scooters with 350W brushless hub motors. It supports regenerative braking, cruise control and three speed modes, and plugs into the original display without soldering. The aluminium heat-sink case keeps it reliable through the summer.',
    descriptionAr:
      'وحدة تحكم بديلة مباشرة للسكوترات بجهد 36 فولت ومحركات 350 واط بدون فرش. تدعم الفرملة المتجددة وتثبيت السرعة وثلاثة أوضاع للسرعة، وتُوصَّل بالشاشة الأصلية عبر موصلات جاهزة دون لحام. وغلافها الألومنيوم المبدد للحرارة يضمن عملًا مستقرًا في حر الصيف.',
    pricePiastres: egp(1_100),
    inStock: true,
    stockQuantity: 19,
    isFeatured: false,
    properties: [
      voltage(36),
      prop('Rated power', 'القدرة المقننة', '350 W', '350 واط'),
      prop('Max current', 'أقصى تيار', '15 A', '15 أمبير'),
      warrantyMonths(6),
    ],
    imageCount: 1,
  },
  {
    key: 'golf-car-controller-48v-400a',
    categorySlug: 'spare-parts',
    nameEn: 'Golf Car AC Motor Controller 48V 400A',
    nameAr: 'وحدة تحكم محرك تيار متردد لعربات الجولف 48 فولت 400 أمبير',
    descriptionEn:
      'A programmable controller for 48V AC-drive golf cars and utility vehicles. Smooth acceleration, regenerative braking on downhill runs and built-in diagnostics that shorten time in the workshop. The sealed IP65 housing resists dust and washing.',
    descriptionAr:
      'وحدة تحكم قابلة للبرمجة لعربات الجولف والعربات الخدمية ذات محركات التيار المتردد بجهد 48 فولت. تسارع سلس وفرملة متجددة في المنحدرات وتشخيص ذاتي للأعطال يختصر وقت الصيانة في الورشة. وغلافها المحكم بمعيار IP65 يقاوم الأتربة والغسيل.',
    pricePiastres: egp(4_800),
    inStock: true,
    stockQuantity: 5,
    isFeatured: false,
    properties: [
      voltage(48),
      prop('Peak current', 'أقصى تيار لحظي', '400 A', '400 أمبير'),
      ipRating('IP65', 'dust-tight and washable', 'محكمة ضد الأتربة وقابلة للغسيل'),
      warranty(1),
    ],
    imageCount: 2,
  },
  {
    key: 'scooter-tyre-10-inch-tubeless',
    categorySlug: 'spare-parts',
    nameEn: 'Tubeless Scooter Tyre 10 × 2.5 inch',
    nameAr: 'إطار سكوتر بدون أنبوب داخلي 10 × 2.5 بوصة',
    descriptionEn:
      'A puncture-resistant tubeless tyre with a self-sealing gel layer that closes small holes as you ride. The deep tread grips well on wet tiles and dusty asphalt. Fits most 10-inch scooters with split rims.',
    descriptionAr:
      'إطار بدون أنبوب داخلي مقاوم للثقب، مزود بطبقة جل ذاتية الإغلاق تسد الثقوب الصغيرة أثناء القيادة. ونقشة المداس العميقة تمنحه تماسكًا جيدًا على البلاط المبلل والأسفلت المترب. يناسب أغلب السكوترات مقاس 10 بوصات ذات الجنوط المنفصلة.',
    pricePiastres: egp(650),
    inStock: true,
    stockQuantity: 38,
    isFeatured: false,
    properties: [
      prop('Size', 'المقاس', '10 × 2.5 inch', '10 × 2.5 بوصة'),
      prop('Type', 'النوع', 'Tubeless, self-sealing', 'بدون أنبوب داخلي وذاتي الإغلاق'),
      prop('Recommended pressure', 'الضغط الموصى به', '45–50 psi', '45–50 رطل/بوصة²'),
    ],
    imageCount: 1,
  },
  {
    key: 'scooter-thumb-throttle',
    categorySlug: 'spare-parts',
    nameEn: 'Thumb Throttle for E-Scooters',
    nameAr: 'مقبض سرعة بالإبهام للسكوتر الكهربائي',
    descriptionEn:
      'A universal hall-effect thumb throttle for 24–72V scooters and e-bikes. Smooth, progressive response and a weather-sealed body. The three-wire connector (red, black, green) fits most controllers.',
    descriptionAr:
      'مقبض سرعة عام يعمل بحساس هول ويُضغط بالإبهام، مناسب للسكوترات والدراجات الكهربائية من 24 إلى 72 فولت. استجابة سلسة ومتدرجة وجسم محكم ضد الأتربة والمياه. ويتوافق موصله ثلاثي الأسلاك (أحمر وأسود وأخضر) مع أغلب وحدات التحكم.',
    pricePiastres: egp(280),
    inStock: true,
    stockQuantity: null,
    isFeatured: false,
    properties: [
      prop('Voltage range', 'نطاق الجهد', '24–72 V', '24–72 فولت'),
      prop('Sensor', 'الحساس', 'Hall effect', 'حساس هول'),
      prop('Cable length', 'طول الكابل', '150 cm', '150 سم'),
    ],
    imageCount: 1,
  },
  {
    key: 'scooter-disc-brake-pads',
    categorySlug: 'spare-parts',
    nameEn: 'Disc Brake Pads for Scooters (Pair)',
    nameAr: 'تيل فرامل قرصية للسكوتر (زوج)',
    descriptionEn:
      'Semi-metallic brake pads for the mechanical disc brakes found on most scooters. They bite quickly, last longer in dusty conditions and stay quiet. Check your pads every 1,000 km and replace them when the lining is thinner than 1 mm.',
    descriptionAr:
      'تيل فرامل نصف معدني للفرامل القرصية الميكانيكية الموجودة في أغلب السكوترات. استجابة سريعة وعمر أطول في الأجواء المتربة مع تشغيل هادئ. افحص التيل كل 1000 كم واستبدله عندما يقل سُمك البطانة عن 1 مم.',
    pricePiastres: egp(180),
    inStock: true,
    stockQuantity: null,
    isFeatured: false,
    properties: [
      prop('Material', 'الخامة', 'Semi-metallic', 'نصف معدني'),
      prop('Quantity', 'الكمية', '2 pads', 'قطعتان'),
      prop(
        'Compatible with',
        'متوافق مع',
        'Mechanical disc brakes, 120–140 mm rotors',
        'الفرامل القرصية الميكانيكية بأقراص 120–140 مم',
      ),
    ],
    imageCount: 1,
  },
  {
    key: 'anderson-sb175-connector-kit',
    categorySlug: 'spare-parts',
    nameEn: 'Anderson SB175 Battery Connector Kit',
    nameAr: 'طقم موصلات أندرسون SB175 للبطاريات',
    descriptionEn:
      'Rated at 175A, the SB175 is the standard quick-disconnect for forklift, golf car and solar battery banks. The kit contains two housings, copper contacts for 35 mm² cable and pull handles. Polarised, colour-coded housings make it impossible to connect the wrong way round.',
    descriptionAr:
      'موصل أندرسون SB175 بتيار مقنن 175 أمبير هو الموصل القياسي للفصل السريع في بطاريات الرافعات الشوكية وعربات الجولف وبنوك الطاقة الشمسية. يضم الطقم جسمين ونقاط تلامس نحاسية لكابل مقطع 35 مم² ومقابض للسحب. وتصميمه المستقطب بألوان مميزة يمنع التوصيل بشكل خاطئ.',
    pricePiastres: egp(450),
    inStock: true,
    stockQuantity: 50,
    isFeatured: false,
    properties: [
      prop('Rated current', 'التيار المقنن', '175 A', '175 أمبير'),
      prop('Cable size', 'مقطع الكابل', '35 mm²', '35 مم²'),
      prop(
        'Contents',
        'محتويات الطقم',
        '2 housings, 4 contacts, 2 handles',
        'جسمان و4 نقاط تلامس ومقبضان',
      ),
    ],
    imageCount: 1,
  },
];

export const seedProducts: SeedProduct[] = [
  ...batteries,
  ...applications,
  ...chargers,
  ...scooters,
  ...golfCars,
  ...powerBanks,
  ...spareParts,
];
