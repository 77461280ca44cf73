import { useId } from 'react';
import { get, type Path, type UseFormReturn } from 'react-hook-form';
import type { Language } from '../../../../../shared/constants';
import type { StoreProfilePayload } from '../../../../../shared/schemas/company';
import { fieldControlClasses } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { useTranslation } from '../../../../lib/translation';
import type { StoreProfileFormValues } from './form-values';

// fieldControlClasses fixes the height of one-line inputs; a textarea grows with its rows.
const textareaClasses = (invalid: boolean) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2 text-base leading-relaxed text-ink',
    'focus-visible:outline-2 focus-visible:outline-offset-1',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600'
      : 'border-slate-300 focus-visible:outline-brand-700',
  );

export type ProfileForm = UseFormReturn<StoreProfileFormValues, unknown, StoreProfilePayload>;

interface BilingualFieldProps {
  form: ProfileForm;
  /** A field holding `{ en, ar }`, e.g. 'tagline' or 'partners.2.name'. */
  name: string;
  label: string;
  required?: boolean;
  /** Rows of a textarea; without it a one-line input. */
  rows?: number;
  helperText?: string;
}

const LANGS: { lang: Language; labelKey: string }[] = [
  { lang: 'en', labelKey: 'admin.settings.store.english' },
  { lang: 'ar', labelKey: 'admin.settings.store.arabic' },
];

/**
 * One text in both languages, side by side from small tablets up, each typed in its own
 * direction. Each input is named "<label> – <language>" for screen readers.
 */
export function BilingualField({
  form,
  name,
  label,
  required = true,
  rows,
  helperText,
}: BilingualFieldProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const baseId = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        ) : null}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {LANGS.map(({ lang, labelKey }) => {
          const path = `${name}.${lang}` as Path<StoreProfileFormValues>;
          const id = `${baseId}-${lang}`;
          const error = errorText(get(form.formState.errors, path));
          const messageId = `${id}-message`;
          const props = {
            id,
            lang,
            dir: lang === 'ar' ? 'rtl' : 'ltr',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? messageId : undefined,
            ...form.register(path),
          } as const;
          return (
            <div key={lang} className="flex min-w-0 flex-col gap-1">
              <label htmlFor={id} className="text-xs font-semibold text-slate-600">
                <span className="sr-only">{label} – </span>
                {t(labelKey)}
              </label>
              {rows ? (
                <textarea rows={rows} className={textareaClasses(Boolean(error))} {...props} />
              ) : (
                <input className={fieldControlClasses(Boolean(error))} {...props} />
              )}
              {error ? (
                <p id={messageId} className="text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {helperText ? <p className="text-sm text-slate-600">{helperText}</p> : null}
    </fieldset>
  );
}
