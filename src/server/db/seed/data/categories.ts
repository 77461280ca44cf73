import type { SeedCategory } from './types';

export const seedCategories: SeedCategory[] = [
  {
    slug: 'batteries',
    nameEn: 'Lithium Batteries',
    nameAr: 'بطاريات الليثيوم',
    descriptionEn:
      'LiFePO4 and lithium-ion batteries from 12V to 48V for solar systems, UPS backup, golf cars, scooters and boats. Every pack ships with a built-in BMS and a local warranty.',
    descriptionAr:
      'بطاريات ليثيوم حديد فوسفات وليثيوم أيون بجهد من 12 إلى 48 فولت لأنظمة الطاقة الشمسية وأجهزة الـUPS وعربات الجولف والسكوترات والقوارب. كل بطارية مزودة بنظام إدارة (BMS) مدمج وضمان محلي.',
    sortOrder: 1,
  },
  {
    slug: 'chargers',
    nameEn: 'Chargers',
    nameAr: 'الشواحن',
    descriptionEn:
      'Smart chargers matched to lithium chemistry, from compact scooter chargers to heavy-duty golf car units and MPPT solar charge controllers.',
    descriptionAr:
      'شواحن ذكية مصممة خصيصًا لبطاريات الليثيوم، من شواحن السكوتر الصغيرة إلى شواحن عربات الجولف القوية ومنظمات الشحن الشمسية MPPT.',
    sortOrder: 2,
  },
  {
    slug: 'spare-parts',
    nameEn: 'Spare Parts',
    nameAr: 'قطع الغيار',
    descriptionEn:
      'Genuine replacement parts to keep your equipment running: BMS boards, motor controllers, tyres, throttles, brake pads and high-current connectors.',
    descriptionAr:
      'قطع غيار أصلية تحافظ على أجهزتك في أفضل حال: لوحات BMS ووحدات تحكم المحركات والإطارات ومقابض السرعة وتيل الفرامل وموصلات التيار العالي.',
    sortOrder: 3,
  },
  {
    slug: 'applications',
    nameEn: 'Solar & Energy Storage',
    nameAr: 'الطاقة الشمسية وتخزين الطاقة',
    descriptionEn:
      'Complete application systems for homes, shops and farms: solar storage batteries, wall-mounted batteries and ready-to-install backup kits that keep the power on during outages.',
    descriptionAr:
      'أنظمة متكاملة للمنازل والمحلات والمزارع: بطاريات تخزين الطاقة الشمسية وبطاريات الحائط وأطقم الطاقة الاحتياطية الجاهزة للتركيب، لتبقى الكهرباء متاحة وقت الانقطاع.',
    sortOrder: 4,
  },
  {
    slug: 'electric-scooter',
    nameEn: 'Electric Scooters',
    nameAr: 'السكوترات الكهربائية',
    descriptionEn:
      'Foldable city scooters and powerful long-range models for daily commuting. Quiet, economical and built for Egyptian streets.',
    descriptionAr:
      'سكوترات قابلة للطي للتنقل داخل المدينة وموديلات قوية بمدى طويل للمشاوير اليومية. هادئة واقتصادية ومناسبة لطبيعة الشوارع في مصر.',
    sortOrder: 5,
  },
  {
    slug: 'golf-cars',
    nameEn: 'Golf Cars',
    nameAr: 'عربات الجولف',
    descriptionEn:
      'Electric golf cars with 2, 4 and 6 seats powered by lithium batteries, ideal for resorts, compounds, hotels, factories and clubs.',
    descriptionAr:
      'عربات جولف كهربائية بمقعدين أو 4 أو 6 مقاعد تعمل ببطاريات الليثيوم، مثالية للمنتجعات والكمبوندات والفنادق والمصانع والنوادي.',
    sortOrder: 6,
  },
  {
    slug: 'power-banks',
    nameEn: 'Power Banks & Power Stations',
    nameAr: 'باور بانك ومحطات الطاقة المتنقلة',
    descriptionEn:
      'Fast-charging power banks from 10,000 to 30,000 mAh and portable power stations that run a router, laptop or fan through a power cut.',
    descriptionAr:
      'باور بانك بشحن سريع من 10,000 إلى 30,000 مللي أمبير، ومحطات طاقة متنقلة تشغّل الراوتر واللابتوب والمروحة طوال فترة انقطاع الكهرباء.',
    sortOrder: 7,
  },
];
