import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../../../../shared/constants';
import {
  type AdminSendNotification,
  type AdminSendNotificationInput,
  adminSendNotificationSchema,
} from '../../../../shared/schemas/notifications';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useSendNotification } from '../api/send';

const FIELDS = [
  'audience',
  'email',
  'type',
  'priority',
  'titleAr',
  'titleEn',
  'messageAr',
  'messageEn',
  'redirectUrl',
] as const;

const EMPTY: AdminSendNotificationInput = {
  audience: 'customer',
  email: '',
  type: 'promotion',
  priority: 'normal',
  titleAr: '',
  titleEn: '',
  messageAr: '',
  messageEn: '',
  redirectUrl: '',
};

/** The admin's form: both languages, type, priority, an optional link; one customer or all. */
export function SendNotificationForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const send = useSendNotification();
  const [pending, setPending] = useState<AdminSendNotification | null>(null);
  const form = useForm({
    resolver: schemaResolver(adminSendNotificationSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const audience = useWatch({ control: form.control, name: 'audience' });

  const deliver = async (input: AdminSendNotification) => {
    try {
      const answer = await send.mutateAsync(input);
      toast.success(answer.message);
      form.reset({ ...EMPTY, audience: input.audience });
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      const unmatched = isApiError(error)
        ? applyServerErrors(error.errors, FIELDS, form.setError, t('errors.invalid'))
        : [];
      toastFailure(t('admin.notifications.send.failed'), error, unmatched);
    }
  };

  // A message to every customer cannot be taken back: ask first.
  const submit = form.handleSubmit(async (input) => {
    if (input.audience === 'all_customers') setPending(input);
    else await deliver(input);
  });

  const radio = (value: AdminSendNotificationInput['audience'], label: string) => (
    <label
      className={cn(
        'flex flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-semibold',
        audience === value
          ? 'border-brand-700 bg-brand-50 text-brand-900'
          : 'border-slate-300 bg-white text-ink hover:border-brand-700',
      )}
    >
      <input
        type="radio"
        value={value}
        className="size-4 accent-brand-800"
        {...form.register('audience')}
      />
      {label}
    </label>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">
          {t('admin.notifications.send.audience')}
        </legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          {radio('customer', t('admin.notifications.send.audienceCustomer'))}
          {radio('all_customers', t('admin.notifications.send.audienceAll'))}
        </div>
      </fieldset>
      {audience === 'customer' ? (
        <TextField
          label={t('admin.notifications.send.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          required
          helperText={t('admin.notifications.send.emailHelp')}
          error={errorText(errors.email)}
          {...form.register('email')}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('admin.notifications.send.type')}
          options={NOTIFICATION_TYPES.map((value) => ({
            value,
            label: t(`notifications.types.${value}`),
          }))}
          error={errorText(errors.type)}
          // The DOM picks the first option until told otherwise (react-hook-form does not, here).
          defaultValue={EMPTY.type}
          {...form.register('type')}
        />
        <Select
          label={t('admin.notifications.send.priority')}
          options={NOTIFICATION_PRIORITIES.map((value) => ({
            value,
            label: t(`notifications.priorities.${value}`),
          }))}
          error={errorText(errors.priority)}
          defaultValue={EMPTY.priority}
          {...form.register('priority')}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextField
          label={t('admin.notifications.send.titleAr')}
          dir="rtl"
          lang="ar"
          required
          maxLength={150}
          error={errorText(errors.titleAr)}
          {...form.register('titleAr')}
        />
        <TextField
          label={t('admin.notifications.send.titleEn')}
          dir="ltr"
          lang="en"
          required
          maxLength={150}
          error={errorText(errors.titleEn)}
          {...form.register('titleEn')}
        />
        <TextAreaField
          label={t('admin.notifications.send.messageAr')}
          dir="rtl"
          lang="ar"
          rows={3}
          maxLength={1000}
          required
          error={errorText(errors.messageAr)}
          {...form.register('messageAr')}
        />
        <TextAreaField
          label={t('admin.notifications.send.messageEn')}
          dir="ltr"
          lang="en"
          rows={3}
          maxLength={1000}
          required
          error={errorText(errors.messageEn)}
          {...form.register('messageEn')}
        />
      </div>
      <TextField
        label={t('admin.notifications.send.redirectUrl')}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        placeholder="/products"
        helperText={t('admin.notifications.send.redirectHelp')}
        error={errorText(errors.redirectUrl)}
        {...form.register('redirectUrl')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting || send.isPending}>
          {t('admin.notifications.send.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={t('admin.notifications.send.confirmAllTitle')}
        message={t('admin.notifications.send.confirmAllMessage')}
        confirmLabel={t('admin.notifications.send.confirmAll')}
        loading={send.isPending}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (pending) await deliver(pending);
          setPending(null);
        }}
      />
    </form>
  );
}
