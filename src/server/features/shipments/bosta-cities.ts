/**
 * Our governorate codes (src/shared/egypt.ts, `shippingInfo.state`) → Bosta's cities: the name
 * its address format takes (`dropOffAddress.city`, "City name from the cities list") and its
 * city code. From Bosta's cities list (GET /cities?countryId=…) as published integrations use it
 * (decision 044); check it against that call when the account goes live: this table is the only
 * place to change. Bosta has no city of its own for the Red Sea's, New Valley's and the Sinai's
 * far districts on every account: it answers 4xx and the admin is told to ship by hand.
 */
export const BOSTA_CITIES: Record<string, { city: string; code: string }> = {
  C: { city: 'Cairo', code: 'EG-01' },
  ALX: { city: 'Alexandria', code: 'EG-02' },
  BH: { city: 'Behira', code: 'EG-04' },
  DK: { city: 'Dakahlia', code: 'EG-05' },
  KB: { city: 'El Kalioubia', code: 'EG-06' },
  GH: { city: 'Gharbia', code: 'EG-07' },
  KFS: { city: 'Kafr Alsheikh', code: 'EG-08' },
  MNF: { city: 'Monufia', code: 'EG-09' },
  SHR: { city: 'Sharqia', code: 'EG-10' },
  IS: { city: 'Isamilia', code: 'EG-11' },
  SUZ: { city: 'Suez', code: 'EG-12' },
  PTS: { city: 'Port Said', code: 'EG-13' },
  DT: { city: 'Damietta', code: 'EG-14' },
  FYM: { city: 'Fayoum', code: 'EG-15' },
  BNS: { city: 'Bani Suif', code: 'EG-16' },
  AST: { city: 'Asyut', code: 'EG-17' },
  SHG: { city: 'Sohag', code: 'EG-18' },
  MN: { city: 'Menya', code: 'EG-19' },
  KN: { city: 'Qena', code: 'EG-20' },
  ASN: { city: 'Aswan', code: 'EG-21' },
  LX: { city: 'Luxor', code: 'EG-22' },
  BA: { city: 'Red Sea', code: 'EG-23' },
  WAD: { city: 'New Valley', code: 'EG-24' },
  GZ: { city: 'Giza', code: 'EG-25' },
  JS: { city: 'South Sinai', code: 'EG-26' },
  SIN: { city: 'North Sinai', code: 'EG-27' },
  MT: { city: 'Matrouh', code: 'EG-28' },
};
