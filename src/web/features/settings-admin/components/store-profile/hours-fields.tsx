import { useFieldArray } from 'react-hook-form';
import type { Weekday } from '../../../../../shared/schemas/site';
import { PlusIcon, TrashIcon } from '../../../../components/admin/action-icons';
import { Button } from '../../../../components/ui/button';
import { fieldControlClasses } from '../../../../components/ui/text-field';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';
import { BilingualField, type ProfileForm } from './bilingual-field';

const k = 'admin.settings.store';
const MAX_ROWS = 10;

/** The hours as visitors read them: free rows of days and hours in both languages. */
function DisplayRows({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'businessHours' });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 className="font-bold text-ink">{t(`${k}.hoursDisplay`)}</h3>
        <p className="text-sm text-slate-600">{t(`${k}.hoursDisplayHelp`)}</p>
      </div>
      <ol className="flex flex-col gap-3">
        {rows.fields.map((field, index) => (
          <li key={field.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-bold text-slate-700">
                {t(`${k}.hoursRow`, { n: index + 1 })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t(`${k}.removeHoursRow`, { n: index + 1 })}
                title={t(`${k}.removeHoursRow`, { n: index + 1 })}
                onClick={() => rows.remove(index)}
              >
                <TrashIcon className="size-4" />
              </Button>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <BilingualField
                form={form}
                name={`businessHours.${index}.days`}
                label={t(`${k}.fields.days`)}
              />
              <BilingualField
                form={form}
                name={`businessHours.${index}.hours`}
                label={t(`${k}.fields.hours`)}
              />
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={rows.fields.length >= MAX_ROWS}
        onClick={() => rows.append({ days: { en: '', ar: '' }, hours: { en: '', ar: '' } })}
      >
        <PlusIcon className="size-4" />
        {t(`${k}.addHoursRow`)}
      </Button>
    </div>
  );
}

const dayName = (day: Weekday, lang: string) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
    timeZone: 'UTC',
    weekday: 'long',
  }).format(Date.UTC(2024, 0, 7 + ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(day)));

/** The same hours as data, one row per weekday, for the contact page's "open now" badge. */
function WeekRows({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const week = form.watch('week');
  const errors = form.formState.errors.week;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 className="font-bold text-ink">{t(`${k}.openingTitle`)}</h3>
        <p className="text-sm text-slate-600">{t(`${k}.openingHelp`)}</p>
      </div>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {week.map((row, index) => {
          const day = dayName(row.day, lang);
          const closeError = errorText(errors?.[index]?.close) ?? errorText(errors?.[index]?.open);
          const messageId = `week-${row.day}-message`;
          // The control is full width by design; the wrapper sets how wide a time field is.
          const time = (part: 'open' | 'close', labelKey: string) => (
            <div className="w-32">
              <input
                type="time"
                dir="ltr"
                aria-label={t(`${k}.${labelKey}`, { day })}
                aria-invalid={errors?.[index]?.[part] ? true : undefined}
                aria-describedby={closeError ? messageId : undefined}
                disabled={row.closed}
                className={fieldControlClasses(Boolean(errors?.[index]?.[part]))}
                {...form.register(`week.${index}.${part}`)}
              />
            </div>
          );
          return (
            <li key={row.day} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3">
              <span className="w-24 shrink-0 font-semibold text-ink">{day}</span>
              <label className="flex w-24 shrink-0 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  aria-label={t(`${k}.closedOn`, { day })}
                  className="size-5 accent-brand-800"
                  {...form.register(`week.${index}.closed`)}
                />
                <span aria-hidden="true">{t(`${k}.closed`)}</span>
              </label>
              <div className="flex items-center gap-2 max-sm:w-full">
                {time('open', 'opensOn')}
                <span aria-hidden="true" className="text-slate-500">
                  –
                </span>
                {time('close', 'closesOn')}
              </div>
              {closeError && !row.closed ? (
                <p id={messageId} className="w-full text-sm font-medium text-red-700">
                  {closeError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function HoursFields({ form }: { form: ProfileForm }) {
  return (
    <div className="flex flex-col gap-8">
      <DisplayRows form={form} />
      <WeekRows form={form} />
    </div>
  );
}
