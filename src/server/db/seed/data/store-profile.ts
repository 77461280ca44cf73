import type { SeedStoreProfile } from './types';

export const seedStoreProfile: SeedStoreProfile = {
  name: { en: 'Green Volt Egypt', ar: 'جرين فولت مصر' },
  tagline: {
    en: 'Clean, reliable energy for every Egyptian home',
    ar: 'طاقة نظيفة وموثوقة لكل بيت مصري',
  },
  logoText: { en: 'GreenVolt', ar: 'جرين فولت' },
  phone: '+20 2 2345 6789',
  whatsapp: '+20 100 123 4567',
  email: 'info@greenvolt.example',
  yearsOfExperience: 25,
  factoryAddress: {
    en: 'Plot 14, Industrial Zone A3, 10th of Ramadan City, Sharqia, Egypt',
    ar: 'قطعة 14، المنطقة الصناعية A3، مدينة العاشر من رمضان، محافظة الشرقية، مصر',
  },
  officeAddress: {
    en: '45 Makram Ebeid Street, Nasr City, Cairo, Egypt',
    ar: '45 شارع مكرم عبيد، مدينة نصر، القاهرة، مصر',
  },
  mapLocation: { lat: 30.0615, lng: 31.3452 },
  businessHours: [
    {
      days: { en: 'Monday – Friday', ar: 'الاثنين – الجمعة' },
      hours: { en: '9:00 – 18:00', ar: '9:00 ص – 6:00 م' },
    },
    {
      days: { en: 'Saturday', ar: 'السبت' },
      hours: { en: '10:00 – 14:00', ar: '10:00 ص – 2:00 م' },
    },
    {
      days: { en: 'Sunday', ar: 'الأحد' },
      hours: { en: 'Closed', ar: 'مغلق' },
    },
  ],
  // SPEC §1: Monday to Friday 9:00 to 18:00, Saturday 10:00 to 14:00, Sunday closed.
  openingHours: [
    ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
      day,
      open: '09:00',
      close: '18:00',
    })),
    { day: 'sat', open: '10:00', close: '14:00' },
  ],
  mission: {
    en: 'To make clean, reliable energy affordable for every home and business in Egypt through lithium batteries, solar storage and electric mobility, backed by honest advice and local service.',
    ar: 'أن نجعل الطاقة النظيفة والموثوقة في متناول كل بيت ومنشأة في مصر، من خلال بطاريات الليثيوم وأنظمة تخزين الطاقة الشمسية ووسائل التنقل الكهربائية، مع نصيحة أمينة وخدمة محلية قريبة منك.',
  },
  vision: {
    en: 'An Egypt where no home is left in the dark during a power cut, and every short trip can be made on clean electric power.',
    ar: 'أن نرى مصر وقد أصبح فيها كل بيت في مأمن من انقطاع الكهرباء، وكل مشوار قصير يُقطع بطاقة كهربائية نظيفة.',
  },
  about: {
    en: 'Green Volt Egypt has been building and supplying batteries for more than 25 years. What began as a small Cairo workshop repairing UPS batteries is today a factory in 10th of Ramadan City that assembles and tests lithium packs, and a team of engineers that has designed backup and solar storage systems for thousands of homes, shops, resorts and factories. We sell only products we would use ourselves, and we stay with our customers long after delivery.',
    ar: 'تعمل جرين فولت مصر في تصنيع البطاريات وتوريدها منذ أكثر من 25 عامًا. بدأنا بورشة صغيرة في القاهرة لإصلاح بطاريات الـUPS، واليوم لدينا مصنع في مدينة العاشر من رمضان لتجميع بطاريات الليثيوم واختبارها، وفريق من المهندسين صمّم أنظمة طاقة احتياطية وتخزين شمسي لآلاف البيوت والمحلات والمنتجعات والمصانع. لا نبيع إلا منتجات نثق بها ونستخدمها بأنفسنا، ونبقى بجانب عملائنا بعد التسليم بوقت طويل.',
  },
  partners: [
    {
      name: { en: 'EverCell Energy', ar: 'إيفرسيل للطاقة' },
      description: {
        en: 'Manufacturer of Grade-A LiFePO4 prismatic cells and our main cell supplier since 2015.',
        ar: 'مصنّع خلايا ليثيوم حديد فوسفات منشورية من الفئة A، ومورّدنا الرئيسي للخلايا منذ عام 2015.',
      },
    },
    {
      name: { en: 'SunNile Solar Solutions', ar: 'صن نايل للحلول الشمسية' },
      description: {
        en: 'Certified solar installer covering the Delta and Upper Egypt, handling our installations outside Greater Cairo.',
        ar: 'شركة تركيب طاقة شمسية معتمدة تغطي الدلتا والصعيد، وتتولى تركيب منظوماتنا خارج القاهرة الكبرى.',
      },
    },
    {
      name: { en: 'Masar Express', ar: 'مسار إكسبريس' },
      description: {
        en: 'Nationwide logistics partner delivering our orders to all 27 governorates, with cash-on-delivery collection.',
        ar: 'شريكنا اللوجستي الذي يوصّل طلباتنا إلى جميع المحافظات السبع والعشرين، مع خدمة التحصيل عند الاستلام.',
      },
    },
    {
      name: {
        en: 'Horizon University Energy Storage Lab',
        ar: 'معمل تخزين الطاقة بجامعة الأفق',
      },
      description: {
        en: 'An independent university lab that tests our packs for cycle life and heat performance under Egyptian summer conditions, and trains our technicians.',
        ar: 'معمل جامعي مستقل يختبر عمر الدورات وأداء بطارياتنا في ظروف الصيف المصري، ويتولى تدريب الفنيين لدينا.',
      },
    },
  ],
  social: {
    facebook: 'https://facebook.com/greenvolt.example',
    instagram: 'https://instagram.com/greenvolt.example',
    x: 'https://x.com/greenvolt.example',
    youtube: 'https://youtube.com/@greenvolt.example',
  },
};
