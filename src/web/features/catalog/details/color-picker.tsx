import type { ProductColor } from '../../../../shared/schemas/catalog';
import { cn } from '../../../lib/cn';
import { useChosenBeforeHydration } from '../../../lib/hydration';
import { colorName } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

interface ColorPickerProps {
  colors: ProductColor[];
  /**
   * The radios' name, the same wherever the picker is rendered: a pick made before the page's
   * code ran is kept by it (main.tsx), and an island's `useId` is not React's (decision 080).
   */
  name: string;
  value: string | null;
  onChange: (id: string) => void;
  /** Id of the error message, linked to every option while the message shows. */
  errorId?: string;
}

/**
 * Native radio buttons dressed as swatches: one tab stop, arrow keys between colors, announced as
 * "White, radio, 1 of 2". Every swatch also shows its name, so the color never relies on hue alone.
 */
export function ColorPicker({ colors, name, value, onChange, errorId }: ColorPickerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const selected = colors.find((color) => color.id === value);
  // A color picked before the app took the page over (main.tsx keeps it; decision 067): hydration
  // would put the radios back to none, and Add to cart would ask for a color already chosen.
  useChosenBeforeHydration({ [name]: value ?? '' }, (picked) => onChange(picked[name]));
  return (
    <fieldset className="flex flex-col gap-2.5">
      <legend className="mb-2.5 flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-bold text-ink">{t('product.color')}</span>
        {/* Pulses while a color picked before the app ran waits for it (main.tsx). */}
        <span aria-live="polite" className="text-slate-600" data-follows-choice>
          {selected
            ? t('product.selectedColor', { name: colorName(selected, lang) })
            : t('product.chooseColor')}
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {[...colors]
          .sort((a, b) => a.position - b.position)
          .map((color) => {
            const label = colorName(color, lang);
            return (
              <label
                key={color.id}
                className={cn(
                  'relative flex h-11 cursor-pointer items-center gap-2 rounded-full border bg-white ps-1.5 pe-3.5 text-sm font-medium text-ink transition',
                  'hover:border-slate-400 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
                  errorId && !value ? 'border-red-400' : 'border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={color.id}
                  checked={color.id === value}
                  onChange={() => onChange(color.id)}
                  aria-invalid={errorId ? true : undefined}
                  aria-describedby={errorId}
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                />
                <span
                  aria-hidden="true"
                  className="size-8 shrink-0 rounded-full ring-1 ring-slate-900/20 ring-inset"
                  style={{ backgroundColor: color.colorCode }}
                />
                {label}
              </label>
            );
          })}
      </div>
    </fieldset>
  );
}
