import type { SavedAddress } from '../../../../shared/schemas/addresses';
import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';
import { Section } from '../../../components/ui/section';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/translation';
import { AddressLines } from '../../addresses';

/** The chosen saved address's id, or 'new' for one typed in. */
export type AddressChoice = string;

interface SavedAddressChoiceProps {
  addresses: SavedAddress[];
  choice: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
  /** Whether a new address goes into the book too; null: the book is full, no box. */
  save: boolean | null;
  onSaveChange: (save: boolean) => void;
}

const optionClasses = (checked: boolean) =>
  cn(
    'flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
    checked ? 'border-2 border-brand-700 bg-brand-50/40' : 'border-slate-200',
  );

/**
 * Signed-in customers with saved addresses pick one (it fills the shipping fields) or a new one,
 * which may go into the book as well (issue 24).
 */
export function SavedAddressChoice({
  addresses,
  choice,
  onChoose,
  save,
  onSaveChange,
}: SavedAddressChoiceProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('addresses.checkout.title')}>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('addresses.checkout.title')}</legend>
        {addresses.map((address) => (
          <label key={address.id} className={optionClasses(choice === address.id)}>
            <input
              type="radio"
              name="saved-address"
              value={address.id}
              checked={choice === address.id}
              onChange={() => onChoose(address.id)}
              className="mt-1 size-4 shrink-0 accent-brand-800"
              aria-label={address.label || `${address.firstName} ${address.lastName}`}
            />
            <span className="flex min-w-0 flex-col gap-1">
              {address.label || address.isDefault ? (
                <span className="flex flex-wrap items-center gap-2">
                  {address.label ? (
                    <span className="font-bold text-ink">{address.label}</span>
                  ) : null}
                  {address.isDefault ? (
                    <Badge tone="success">{t('addresses.default')}</Badge>
                  ) : null}
                </span>
              ) : null}
              <AddressLines address={address} />
            </span>
          </label>
        ))}
        <label className={optionClasses(choice === 'new')}>
          <input
            type="radio"
            name="saved-address"
            value="new"
            checked={choice === 'new'}
            onChange={() => onChoose('new')}
            className="mt-1 size-4 shrink-0 accent-brand-800"
          />
          <span className="font-semibold text-ink">{t('addresses.checkout.new')}</span>
        </label>
      </fieldset>
      {choice === 'new' && save !== null ? (
        <Checkbox
          label={t('addresses.checkout.save')}
          checked={save}
          onChange={(event) => onSaveChange(event.target.checked)}
        />
      ) : null}
      {choice === 'new' && save === null ? (
        <p className="text-sm text-slate-600">{t('addresses.checkout.full')}</p>
      ) : null}
    </Section>
  );
}
