import { useFieldArray } from 'react-hook-form';
import { PlusIcon, TrashIcon } from '../../../../components/admin/action-icons';
import { MoveButtons } from '../../../../components/admin/move-buttons';
import { Button } from '../../../../components/ui/button';
import { useTranslation } from '../../../../lib/translation';
import { BilingualField, type ProfileForm } from './bilingual-field';

const k = 'admin.settings.store';
const MAX_PARTNERS = 24;

/** The About page's partner grid, in the order shown here. */
export function PartnersFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const partners = useFieldArray({ control: form.control, name: 'partners' });
  const count = partners.fields.length;
  return (
    <div className="flex flex-col gap-3">
      {count === 0 ? <p className="text-slate-600">{t(`${k}.noPartners`)}</p> : null}
      <ol className="flex flex-col gap-3">
        {partners.fields.map((field, index) => {
          const n = index + 1;
          return (
            <li
              key={field.id}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:p-4"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-bold text-slate-700">{t(`${k}.partnerN`, { n })}</span>
                <span className="flex items-center gap-1">
                  <MoveButtons
                    index={index}
                    count={count}
                    onMove={partners.move}
                    earlierLabel={t(`${k}.moveUp`, { n })}
                    laterLabel={t(`${k}.moveDown`, { n })}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t(`${k}.removePartner`, { n })}
                    title={t(`${k}.removePartner`, { n })}
                    onClick={() => partners.remove(index)}
                  >
                    <TrashIcon className="size-4" />
                  </Button>
                </span>
              </div>
              <BilingualField
                form={form}
                name={`partners.${index}.name`}
                label={t(`${k}.fields.partnerName`)}
              />
              <BilingualField
                form={form}
                name={`partners.${index}.description`}
                label={t(`${k}.fields.partnerDescription`)}
                required={false}
                rows={2}
              />
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={count >= MAX_PARTNERS}
        onClick={() =>
          partners.append({ name: { en: '', ar: '' }, description: { en: '', ar: '' } })
        }
      >
        <PlusIcon className="size-4" />
        {t(`${k}.addPartner`)}
      </Button>
    </div>
  );
}
