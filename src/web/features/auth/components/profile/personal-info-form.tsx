import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionUser, UpdateProfileInput } from '../../../../../shared/schemas/auth';
import { updateProfileSchema } from '../../../../../shared/schemas/auth';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { isApiError } from '../../../../lib/errors';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../../lib/form-errors';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { useUpdateProfile } from '../../api/account';

const FIELDS = ['firstName', 'lastName', 'phone'] as const;

const valuesOf = (user: SessionUser) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? '',
});

/** First name, last name and phone; the e-mail is the login name and is not editable here. */
export function PersonalInfoForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: schemaResolver(updateProfileSchema),
    defaultValues: valuesOf(user) satisfies UpdateProfileInput,
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(values);
      // The saved values become the new "clean" state, so Save greys out again.
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        phone: saved.phone ?? '',
      });
      toast.success(t('profile.personal.saved'));
    } catch (error) {
      if (isApiError(error))
        applyServerErrors(error.errors, FIELDS, form.setError, t('errors.invalid'));
      const http = isApiError(error) && error.kind === 'http';
      setFailure((http && error.serverMessage) || t('profile.personal.failed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('auth.fields.firstName')}
          autoComplete="given-name"
          required
          error={errorText(errors.firstName)}
          {...form.register('firstName')}
        />
        <TextField
          label={t('auth.fields.lastName')}
          autoComplete="family-name"
          required
          error={errorText(errors.lastName)}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        dir="ltr"
        value={user.email}
        readOnly
        disabled
        helperText={t('profile.personal.emailLocked')}
      />
      <TextField
        label={t('auth.fields.phone')}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        placeholder="+20 10 0000 0000"
        helperText={t('auth.fields.phoneHelp')}
        error={errorText(errors.phone)}
        {...form.register('phone')}
      />
      <Button type="submit" className="self-start" disabled={!isDirty} loading={isSubmitting}>
        {t('profile.personal.save')}
      </Button>
    </form>
  );
}
