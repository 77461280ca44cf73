import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { SessionUser } from '../../../../../shared/schemas/auth';
import {
  CONTACT_NAME_MAX,
  type ContactInput,
  contactSchema,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
} from '../../../../../shared/schemas/support';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { PERSONAL_PART_ATTRIBUTE } from '../../../../lib/entry-marks';
import { isApiError } from '../../../../lib/errors';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../../lib/form-errors';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';
import { useSendContact } from '../../api/contact';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

const emptyFor = (user: SessionUser | null): ContactInput => ({
  name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  subject: '',
  message: '',
  website: '',
});

/** The contact form; guests may use it, signed-in customers find it filled in. */
export function ContactForm({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const send = useSendContact();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({ resolver: schemaResolver(contactSchema), defaultValues: emptyFor(user) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = await send.mutateAsync(values);
      setResult({ ok: true, text: answer.message ?? t('contact.form.sent') });
      // Who they are stays; what they said is done.
      form.reset({ ...form.getValues(), subject: '', message: '', website: '' });
    } catch (error) {
      if (isApiError(error))
        applyServerErrors(error.errors, FIELDS, form.setError, t('errors.invalid'));
      const http = isApiError(error) && error.kind === 'http';
      setResult({
        ok: false,
        text: (http && error.serverMessage) || t('contact.form.failed'),
      });
    }
  });

  return (
    <section
      aria-labelledby="contact-form"
      // Filled in for a signed-in visitor by the app: their page starts it at once (decision 084).
      {...{ [PERSONAL_PART_ATTRIBUTE]: '' }}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="contact-form" className="text-lg font-bold text-ink">
          {t('contact.form.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('contact.form.text')}</p>
      </div>
      {result ? (
        <Alert
          tone={result.ok ? 'success' : 'error'}
          title={result.ok ? t('contact.form.sentTitle') : undefined}
          actions={
            result.ok && user ? (
              <Link
                to="/support-messages"
                className="font-semibold text-brand-900 underline hover:no-underline"
              >
                {t('contact.form.followUp')}
              </Link>
            ) : undefined
          }
        >
          {result.text}
        </Alert>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('contact.form.name')}
            autoComplete="name"
            required
            maxLength={CONTACT_NAME_MAX}
            error={errorText(errors.name)}
            {...form.register('name')}
          />
          <TextField
            label={t('contact.form.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            error={errorText(errors.email)}
            {...form.register('email')}
          />
        </div>
        <TextField
          label={t('contact.form.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="01012345678"
          helperText={t('contact.form.phoneHelp')}
          error={errorText(errors.phone)}
          {...form.register('phone')}
        />
        <TextField
          label={t('contact.form.subject')}
          required
          maxLength={SUPPORT_SUBJECT_MAX}
          // The box stops at the limit: say so, instead of cutting silently (issue 24 item 11).
          helperText={t('support.fields.subjectLimit', {
            max: formatNumber(SUPPORT_SUBJECT_MAX, lang),
          })}
          dir="auto"
          error={errorText(errors.subject)}
          {...form.register('subject')}
        />
        <TextAreaField
          label={t('contact.form.message')}
          required
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          dir="auto"
          error={errorText(errors.message)}
          {...form.register('message')}
        />
        {/* Honeypot: invisible and unreachable for people, irresistible for form-filling bots. */}
        <div aria-hidden="true" className="sr-only">
          <label>
            {t('contact.form.website')}
            <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </label>
        </div>
        <Button type="submit" loading={isSubmitting} className="self-start">
          {t('contact.form.send')}
        </Button>
      </form>
    </section>
  );
}
