import { useWatch } from 'react-hook-form';
import { COUNTRIES } from '../../../../shared/constants';
import { EGYPT_GOVERNORATES } from '../../../../shared/egypt';
import { Section } from '../../../components/ui/section';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import type { CheckoutFormApi } from '../defaults';

type Form = CheckoutFormApi;

/** First/last name, e-mail and phone (SPEC §3). */
export function ContactFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });
  return (
    <Section title={t('checkout.contact')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('checkout.fields.firstName')}
          autoComplete="given-name"
          required
          error={errorText(errors.firstName)}
          {...form.register('firstName')}
        />
        <TextField
          label={t('checkout.fields.lastName')}
          autoComplete="family-name"
          required
          error={errorText(errors.lastName)}
          {...form.register('lastName')}
        />
        <TextField
          label={t('checkout.fields.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          error={errorText(errors.email)}
          {...form.register('email')}
        />
        <TextField
          label={t('checkout.fields.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          inputMode="tel"
          required
          placeholder={country === 'EG' ? '01012345678' : undefined}
          helperText={country === 'EG' ? t('checkout.fields.phoneHelpEg') : undefined}
          error={errorText(errors.phone)}
          {...form.register('phone')}
        />
      </div>
    </Section>
  );
}

/** Country (Egypt default), governorate select for Egypt or free-text state, city, address. */
export function AddressFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });
  const isEgypt = country === 'EG';

  const countries = COUNTRIES.map((c) => ({ value: c.code, label: c[lang] }));
  const governorates = [
    { value: '', label: t('checkout.fields.chooseGovernorate') },
    ...EGYPT_GOVERNORATES.map((g) => ({ value: g.code, label: g[lang] })),
  ];
  return (
    <Section title={t('checkout.shipping')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('checkout.fields.country')}
          autoComplete="country"
          options={countries}
          error={errorText(errors.country)}
          {...form.register('country', {
            // A governorate code means nothing abroad and free text is not a governorate.
            onChange: () => form.setValue('state', ''),
          })}
        />
        {isEgypt ? (
          <Select
            key="governorate"
            label={
              <>
                {t('checkout.fields.governorate')}
                <span aria-hidden="true" className="ms-0.5 text-red-700">
                  *
                </span>
              </>
            }
            options={governorates}
            // Selected from the first paint (a prefilled governorate), not only once registered.
            defaultValue={form.getValues('state')}
            required
            error={errorText(errors.state)}
            {...form.register('state')}
          />
        ) : (
          <TextField
            key="state"
            label={t('checkout.fields.state')}
            autoComplete="address-level1"
            required
            error={errorText(errors.state)}
            {...form.register('state')}
          />
        )}
        <TextField
          label={t('checkout.fields.city')}
          autoComplete="address-level2"
          required
          error={errorText(errors.city)}
          {...form.register('city')}
        />
        <TextField
          label={t('checkout.fields.postalCode')}
          autoComplete="postal-code"
          dir="ltr"
          error={errorText(errors.postalCode)}
          {...form.register('postalCode')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('checkout.fields.address')}
          autoComplete="street-address"
          required
          helperText={t('checkout.fields.addressHelp')}
          error={errorText(errors.address)}
          {...form.register('address')}
        />
      </div>
    </Section>
  );
}
