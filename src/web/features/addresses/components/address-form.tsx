import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { COUNTRIES } from '../../../../shared/constants';
import { EGYPT_GOVERNORATES } from '../../../../shared/egypt';
import {
  type AddressData,
  addressInputSchema,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
} from '../../../../shared/schemas/addresses';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormActions } from '../../../components/ui/form-actions';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useAddressChange } from '../api/addresses';

/** The form holds strings; the shared schema (the checkout's own rules) checks and shapes them. */
export type AddressValues = {
  label: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  isDefault: boolean;
};

const FIELDS = [
  'label',
  'firstName',
  'lastName',
  'phone',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
] as const;

const resolver = schemaResolver(addressInputSchema as never) as never;

export const emptyAddress = (
  person: { firstName?: string; lastName?: string; phone?: string | null } = {},
): AddressValues => ({
  label: '',
  firstName: person.firstName ?? '',
  lastName: person.lastName ?? '',
  phone: person.phone ?? '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'EG',
  isDefault: false,
});

const valuesOf = (saved: SavedAddress): AddressValues => ({
  label: saved.label ?? '',
  firstName: saved.firstName,
  lastName: saved.lastName,
  phone: saved.phone,
  address: saved.address,
  city: saved.city,
  state: saved.state,
  postalCode: saved.postalCode ?? '',
  country: saved.country,
  isDefault: saved.isDefault,
});

interface AddressFormProps {
  /** The address edited; none: a new one, starting from `blank`. */
  editing: SavedAddress | null;
  blank: AddressValues;
  /** The first address becomes the default anyway: no box to tick. */
  first: boolean;
  onDone: (saved: SavedAddress) => void;
  onCancel: () => void;
}

/** Add or edit one address of the book: label, name, phone, country, governorate, city, street. */
export function AddressForm({ editing, blank, first, onDone, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const change = useAddressChange();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressValues, unknown, AddressData>({
    resolver,
    defaultValues: editing ? valuesOf(editing) : blank,
  });
  const { errors, isSubmitting } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });
  const isEgypt = country === 'EG';

  const submit = form.handleSubmit(async (data) => {
    setFailure(null);
    try {
      const saved = await change.mutateAsync(
        editing ? { kind: 'update', id: editing.id, data } : { kind: 'create', data },
      );
      onDone(saved as SavedAddress);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) {
        setFailure(
          t('addresses.full', {
            count: MAX_SAVED_ADDRESSES,
            formatted: formatNumber(MAX_SAVED_ADDRESSES, lang),
          }),
        );
        return;
      }
      const unmatched = applyServerErrors(error.errors, FIELDS, form.setError, t('errors.invalid'));
      if (error.errors.length === 0 || unmatched.length > 0) {
        setFailure((error.kind === 'http' && error.serverMessage) || t('addresses.saveFailed'));
      }
    }
  });

  const countries = COUNTRIES.map((c) => ({ value: c.code, label: c[lang] }));
  const governorates = [
    { value: '', label: t('addresses.fields.chooseGovernorate') },
    ...EGYPT_GOVERNORATES.map((g) => ({ value: g.code, label: g[lang] })),
  ];

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={editing ? t('addresses.editTitle') : t('addresses.addTitle')}
    >
      <h3 className="text-base font-bold text-ink">
        {editing ? t('addresses.editTitle') : t('addresses.addTitle')}
      </h3>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('addresses.fields.label')}
          placeholder={t('addresses.fields.labelPlaceholder')}
          helperText={t('addresses.fields.labelHelp')}
          maxLength={40}
          error={errorText(errors.label)}
          {...form.register('label')}
        />
        <TextField
          label={t('addresses.fields.firstName')}
          autoComplete="given-name"
          required
          error={errorText(errors.firstName)}
          {...form.register('firstName')}
        />
        <TextField
          label={t('addresses.fields.lastName')}
          autoComplete="family-name"
          required
          error={errorText(errors.lastName)}
          {...form.register('lastName')}
        />
        <TextField
          label={t('addresses.fields.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          inputMode="tel"
          required
          placeholder={isEgypt ? '01012345678' : undefined}
          helperText={isEgypt ? t('addresses.fields.phoneHelpEg') : undefined}
          error={errorText(errors.phone)}
          {...form.register('phone')}
        />
        <Select
          label={t('addresses.fields.country')}
          autoComplete="country"
          options={countries}
          error={errorText(errors.country)}
          {...form.register('country', { onChange: () => form.setValue('state', '') })}
        />
        {isEgypt ? (
          <Select
            key="governorate"
            label={
              <>
                {t('addresses.fields.governorate')}
                <span aria-hidden="true" className="ms-0.5 text-red-700">
                  *
                </span>
              </>
            }
            options={governorates}
            defaultValue={form.getValues('state')}
            required
            error={errorText(errors.state)}
            {...form.register('state')}
          />
        ) : (
          <TextField
            key="state"
            label={t('addresses.fields.state')}
            autoComplete="address-level1"
            required
            error={errorText(errors.state)}
            {...form.register('state')}
          />
        )}
        <TextField
          label={t('addresses.fields.city')}
          autoComplete="address-level2"
          required
          error={errorText(errors.city)}
          {...form.register('city')}
        />
        <TextField
          label={t('addresses.fields.postalCode')}
          autoComplete="postal-code"
          dir="ltr"
          error={errorText(errors.postalCode)}
          {...form.register('postalCode')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('addresses.fields.address')}
          autoComplete="street-address"
          required
          helperText={t('addresses.fields.addressHelp')}
          error={errorText(errors.address)}
          {...form.register('address')}
        />
      </div>
      {first || editing?.isDefault ? null : (
        <Checkbox label={t('addresses.makeDefaultBox')} {...form.register('isDefault')} />
      )}
      <FormActions
        submitLabel={editing ? t('addresses.saveChanges') : t('addresses.save')}
        onCancel={onCancel}
        submitting={isSubmitting}
      />
    </form>
  );
}
