import { cn } from '../../../lib/cn';
import { useChosenBeforeHydration } from '../../../lib/hydration';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { type VariantChoice, valueSold, variantWith } from './variant-choice';

/**
 * One group of buttons per option (voltage, capacity…), as native radios: one tab stop per
 * option, arrow keys between values. A value the shop does not sell with the other choices is
 * disabled; one sold out is crossed through but can be chosen (to ask to be told when back).
 */
export function VariantPicker({ choice }: { choice: VariantChoice }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { options, variants, chosen, pick } = choice;
  // The same name wherever the picker is rendered (not `useId`: an island's is not React's, and a
  // pick made before the page's code ran is kept by the radios' name; decision 080).
  const fieldName = (o: number) => `option-${options[o].id}`;
  // A value picked before the app took the page over (main.tsx keeps it; decision 067).
  useChosenBeforeHydration(
    Object.fromEntries(chosen.map((id, o) => [fieldName(o), id ?? ''])),
    (picked) => {
      options.forEach((_, o) => {
        const value = picked[fieldName(o)];
        if (value !== undefined) pick(o, value);
      });
    },
  );
  return (
    <div className="flex flex-col gap-4">
      {options.map((option, o) => {
        const selected = option.values.find((value) => value.id === chosen[o]);
        return (
          <fieldset key={option.id} className="flex flex-col gap-2.5">
            <legend className="mb-2.5 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-bold text-ink">{localized(option, 'name', lang)}</span>
              {/* Pulses while a value picked before the app ran waits for it (main.tsx). */}
              <span aria-live="polite" className="text-slate-600" data-follows-choice>
                {selected
                  ? t('product.selectedOption', { name: localized(selected, 'value', lang) })
                  : null}
              </span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => {
                const sold = valueSold(variants, chosen, o, value.id);
                const combination = chosen.map((id, i) => (i === o ? value.id : id));
                const soldOut = variantWith(variants, combination)?.inStock === false;
                const label = localized(value, 'value', lang);
                return (
                  <label
                    key={value.id}
                    className={cn(
                      'relative flex h-11 min-w-14 items-center justify-center gap-2 rounded-lg border bg-white px-3.5 text-sm font-semibold text-ink transition',
                      'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700',
                      'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
                      sold
                        ? 'cursor-pointer border-slate-300 hover:border-slate-400'
                        : 'cursor-not-allowed border-dashed border-slate-200 text-slate-400',
                      soldOut && 'text-slate-500 line-through',
                    )}
                  >
                    <input
                      type="radio"
                      name={fieldName(o)}
                      value={value.id}
                      checked={value.id === chosen[o]}
                      disabled={!sold}
                      onChange={() => pick(o, value.id)}
                      aria-label={soldOut ? `${label} — ${t('product.outOfStock')}` : undefined}
                      className="absolute inset-0 size-full cursor-[inherit] appearance-none rounded-lg opacity-0"
                    />
                    {value.colorCode ? (
                      <span
                        aria-hidden="true"
                        className="size-5 rounded-full border border-slate-300"
                        style={{ backgroundColor: value.colorCode }}
                      />
                    ) : null}
                    <bdi>{label}</bdi>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
