import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { emailOnlySchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { MailIcon } from '../../../components/ui/more-icons';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { resendConfirmation } from '../api/account';

/** The server answers the same whether or not the account exists; we show its text as is. */
function useResend() {
  return useMutation({ mutationFn: resendConfirmation });
}

function ResendResult({ resend }: { resend: ReturnType<typeof useResend> }) {
  const { t } = useTranslation();
  if (resend.isSuccess) {
    return (
      <p role="status" className="text-sm font-semibold text-brand-900">
        {resend.data?.message || t('auth.resend.sent')}
      </p>
    );
  }
  if (resend.isError) {
    return (
      <p role="alert" className="text-sm font-semibold text-red-800">
        {t('auth.resend.failed')}
      </p>
    );
  }
  return null;
}

/** For a known address (the login form's, the registration's): one click. */
export function ResendConfirmationButton({
  email,
  className,
}: {
  email: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const resend = useResend();
  return (
    <div className={cn('flex flex-col gap-2', className ?? 'items-start')}>
      <Button
        variant="secondary"
        size="sm"
        loading={resend.isPending}
        icon={<MailIcon className="size-4" />}
        onClick={() => resend.mutate(email)}
      >
        {t('auth.resend.button')}
      </Button>
      <ResendResult resend={resend} />
    </div>
  );
}

/** For a dead confirmation link: we do not know the address, so ask for it. */
export function ResendConfirmationForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const resend = useResend();
  const form = useForm({
    resolver: schemaResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit(({ email }) => resend.mutate(email))}
    >
      <TextField
        label={t('auth.fields.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        required
        error={errorText(form.formState.errors.email)}
        {...form.register('email')}
      />
      <Button type="submit" variant="secondary" loading={resend.isPending}>
        {t('auth.resend.button')}
      </Button>
      <ResendResult resend={resend} />
    </form>
  );
}
