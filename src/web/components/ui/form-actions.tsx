import { useTranslation } from '../../lib/translation';
import { Button } from './button';

interface FormActionsProps {
  submitLabel: string;
  onCancel: () => void;
  /** While saving, Cancel waits and the submit button spins. */
  submitting: boolean;
}

/** The Cancel and submit buttons that end a form shown in a dialog or a panel. */
export function FormActions({ submitLabel, onCancel, submitting }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={submitting}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
