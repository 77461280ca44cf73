import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type ReviewInput, reviewInputSchema } from '../../../../shared/schemas/reviews';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { StarRatingInput } from '../../../components/ui/star-rating';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { isApiError } from '../../../lib/errors';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useRateProduct } from '../api/reviews';

const FIELDS = ['rating', 'comment'] as const;

interface RateProductDialogProps {
  productId: string;
  productName: string;
  open: boolean;
  onClose: () => void;
  /** Called once the product counts as rated (saved now, or a 409: rated before). */
  onRated: () => void;
}

export function RateProductDialog({
  productId,
  productName,
  open,
  onClose,
  onRated,
}: RateProductDialogProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const rate = useRateProduct(productId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewInput, unknown, ReviewInput>({
    resolver: schemaResolver(reviewInputSchema),
    defaultValues: { comment: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    if (isSubmitting) return;
    setFailure(null);
    form.reset({ comment: '' });
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await rate.mutateAsync({ rating: values.rating, comment: values.comment ?? '' });
      toast.success(t('reviews.thanks'));
      onRated();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toast(error.serverMessage || t('reviews.alreadyRated'));
        onRated();
        return;
      }
      if (isApiError(error))
        applyServerErrors(error.errors, FIELDS, form.setError, t('errors.invalid'));
      const http = isApiError(error) && error.kind === 'http';
      setFailure((http && error.serverMessage) || t('reviews.failed'));
    }
  });

  return (
    <Dialog open={open} onClose={close} title={t('reviews.dialogTitle')} description={productName}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(errors.rating)}
              disabled={isSubmitting}
            />
          )}
        />
        <TextAreaField
          label={t('reviews.commentLabel')}
          helperText={t('reviews.commentHelp')}
          maxLength={2000}
          error={errorText(errors.comment)}
          disabled={isSubmitting}
          {...form.register('comment')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('reviews.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
