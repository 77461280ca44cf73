import type { StoreProfile } from '../../shared/schemas/site';

const text = (en: string, ar: string) => ({ en, ar });

/** A complete store profile for component tests of the company pages and their admin form. */
export const testStoreProfile: StoreProfile = {
  name: text('Green Volt Egypt', 'جرين فولت مصر'),
  tagline: text('Clean energy for every home', 'طاقة نظيفة لكل بيت'),
  logoText: text('GreenVolt', 'جرين فولت'),
  phone: '+20 2 2345 6789',
  whatsapp: '+20 100 123 4567',
  email: 'info@greenvolt.example',
  yearsOfExperience: 25,
  factoryAddress: text('10th of Ramadan City, Sharqia', 'مدينة العاشر من رمضان، الشرقية'),
  officeAddress: text('45 Makram Ebeid, Nasr City, Cairo', '45 مكرم عبيد، مدينة نصر، القاهرة'),
  mapLocation: { lat: 30.0615, lng: 31.3452 },
  businessHours: [
    { days: text('Monday – Friday', 'الاثنين – الجمعة'), hours: text('9:00 – 18:00', '9 ص – 6 م') },
    { days: text('Sunday', 'الأحد'), hours: text('Closed', 'مغلق') },
  ],
  openingHours: [
    ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
      day,
      open: '09:00',
      close: '18:00',
    })),
    { day: 'sat', open: '10:00', close: '14:00' },
  ],
  mission: text('Affordable clean energy for Egypt.', 'طاقة نظيفة في متناول الجميع في مصر.'),
  vision: text('No home left in the dark.', 'ألا يبقى بيت في الظلام.'),
  about: text(
    'We began as a workshop.\n\nToday we run a factory.',
    'بدأنا ورشة صغيرة.\n\nواليوم لدينا مصنع.',
  ),
  partners: [
    {
      name: text('EverCell Energy', 'إيفرسيل للطاقة'),
      description: text('Our cell supplier.', 'مورّد الخلايا لدينا.'),
    },
    {
      name: text('Masar Express', 'مسار إكسبريس'),
      description: text('Delivery partner.', 'شريك التوصيل.'),
    },
  ],
  social: {
    facebook: 'https://facebook.com/greenvolt',
    instagram: '',
    x: '',
    youtube: 'https://youtube.com/@greenvolt',
  },
};
