import { TextField } from '../../../../components/ui/text-field';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { parseNumberInput } from '../../../../lib/numbers';
import { useTranslation } from '../../../../lib/translation';
import { BilingualField, type ProfileForm } from './bilingual-field';

const k = 'admin.settings.store.fields';

/** Name, tagline and logo text: the brand everywhere on the site. */
export function BrandFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <BilingualField form={form} name="name" label={t(`${k}.name`)} />
      <BilingualField form={form} name="tagline" label={t(`${k}.tagline`)} />
      <BilingualField form={form} name="logoText" label={t(`${k}.logoText`)} />
    </div>
  );
}

/** Phone numbers, e-mail and the years of experience the About page leads with. */
export function ContactFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t(`${k}.phone`)}
        required
        type="tel"
        dir="ltr"
        autoComplete="off"
        helperText={t(`${k}.phoneHelp`)}
        error={errorText(errors.phone)}
        {...form.register('phone')}
      />
      <TextField
        label={t(`${k}.whatsapp`)}
        required
        type="tel"
        dir="ltr"
        autoComplete="off"
        helperText={t(`${k}.whatsappHelp`)}
        error={errorText(errors.whatsapp)}
        {...form.register('whatsapp')}
      />
      <TextField
        label={t(`${k}.email`)}
        required
        type="email"
        dir="ltr"
        autoComplete="off"
        error={errorText(errors.email)}
        {...form.register('email')}
      />
      <TextField
        label={t(`${k}.years`)}
        required
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        error={errorText(errors.yearsOfExperience)}
        {...form.register('yearsOfExperience', { setValueAs: parseNumberInput(undefined) })}
      />
    </div>
  );
}

/** Both addresses and the office's position on the contact page map. */
export function LocationFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-5">
      <BilingualField form={form} name="officeAddress" label={t(`${k}.officeAddress`)} />
      <BilingualField form={form} name="factoryAddress" label={t(`${k}.factoryAddress`)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t(`${k}.lat`)}
          required
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={errorText(errors.mapLocation?.lat)}
          {...form.register('mapLocation.lat', { setValueAs: parseNumberInput(undefined) })}
        />
        <TextField
          label={t(`${k}.lng`)}
          required
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={errorText(errors.mapLocation?.lng)}
          {...form.register('mapLocation.lng', { setValueAs: parseNumberInput(undefined) })}
        />
        <p className="text-sm text-slate-600 sm:col-span-2">{t(`${k}.mapHelp`)}</p>
      </div>
    </div>
  );
}

/** The About page's own texts. */
export function CompanyFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <BilingualField form={form} name="about" label={t(`${k}.about`)} rows={6} />
      <BilingualField form={form} name="mission" label={t(`${k}.mission`)} rows={3} />
      <BilingualField form={form} name="vision" label={t(`${k}.vision`)} rows={3} />
    </div>
  );
}

const NETWORKS = ['facebook', 'instagram', 'x', 'youtube'] as const;

/** The footer's four social networks (SPEC §2); an empty link hides its icon. */
export function SocialFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        {NETWORKS.map((network) => (
          <TextField
            key={network}
            label={t(`social.${network}`)}
            type="url"
            dir="ltr"
            autoComplete="off"
            placeholder="https://"
            error={errorText(errors.social?.[network])}
            {...form.register(`social.${network}`)}
          />
        ))}
      </div>
      <p className="text-sm text-slate-600">{t(`${k}.socialHelp`)}</p>
    </div>
  );
}
