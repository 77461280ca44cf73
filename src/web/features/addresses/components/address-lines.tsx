import { COUNTRIES } from '../../../../shared/constants';
import { EGYPT_GOVERNORATES } from '../../../../shared/egypt';
import type { SavedAddress } from '../../../../shared/schemas/addresses';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

type Shown = Pick<
  SavedAddress,
  'firstName' | 'lastName' | 'phone' | 'address' | 'city' | 'state' | 'postalCode' | 'country'
>;

/** The governorate's name in the page language (a code in Egypt, free text elsewhere). */
export function useRegionName() {
  const lang = useLang();
  return (address: Pick<Shown, 'state' | 'country'>) => {
    const governorate =
      address.country === 'EG' ? EGYPT_GOVERNORATES.find((g) => g.code === address.state) : null;
    const country = COUNTRIES.find((c) => c.code === address.country);
    const region = governorate ? governorate[lang] : address.state;
    return address.country === 'EG' || !country ? region : `${region}, ${country[lang]}`;
  };
}

/** Name, street, city and governorate, phone: how an address reads in the book and at checkout. */
export function AddressLines({ address }: { address: Shown }) {
  const { t } = useTranslation();
  const region = useRegionName();
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm text-slate-700">
      {/* Typed text may be Latin in an Arabic page (or the reverse): each keeps its own order. */}
      <p className="font-semibold text-ink">
        <bdi>{`${address.firstName} ${address.lastName}`}</bdi>
      </p>
      <p className="break-words">
        <bdi>{address.address}</bdi>
      </p>
      <p>
        {[address.city, region(address), address.postalCode]
          .filter(Boolean)
          .join(t('addresses.separator'))}
      </p>
      <p>
        <span className="sr-only">{t('addresses.fields.phone')}: </span>
        <bdi dir="ltr">{address.phone}</bdi>
      </p>
    </div>
  );
}
