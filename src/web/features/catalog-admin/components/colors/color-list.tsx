import type { AdminColor } from '../../../../../shared/schemas/catalog-admin';
import { GripIcon, PencilIcon, TrashIcon } from '../../../../components/admin/action-icons';
import { MoveButtons } from '../../../../components/admin/move-buttons';
import { Checkbox } from '../../../../components/ui/checkbox';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/translation';
import { pickLocalized, useLang } from '../../../../lib/use-lang';
import { useDragReorder } from '../../lib/use-drag-reorder';

interface ColorListProps {
  colors: AdminColor[];
  onMove: (from: number, to: number) => void;
  onEdit: (color: AdminColor) => void;
  onDelete: (color: AdminColor) => void;
  onToggle: (color: AdminColor) => void;
  busy?: boolean;
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-100 disabled:opacity-40';

/** The product's colors in order: swatch, both names, active switch, edit, delete, move. */
export function ColorList({ colors, onMove, onEdit, onDelete, onToggle, busy }: ColorListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { itemProps, dragging, over } = useDragReorder(onMove);
  return (
    <ol className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
      {colors.map((color, index) => {
        const name = pickLocalized(lang, color.name, color.nameAr);
        return (
          <li
            key={color.id}
            {...itemProps(index)}
            className={cn(
              'flex flex-wrap items-center gap-x-3 gap-y-2 bg-white px-2 py-2',
              dragging === index && 'opacity-50',
              over === index && dragging !== index && 'bg-brand-50',
            )}
          >
            <div className="flex min-w-0 flex-1 basis-52 items-center gap-3">
              <GripIcon className="size-5 shrink-0 cursor-grab text-slate-400" />
              <span
                aria-hidden="true"
                className="size-8 shrink-0 rounded-full border border-slate-300 shadow-inner"
                style={{ backgroundColor: color.colorCode }}
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold text-ink">{name}</span>
                <span className="truncate text-xs text-slate-600">
                  <span lang={lang === 'ar' ? 'en' : 'ar'}>
                    {lang === 'ar' ? color.name : color.nameAr}
                  </span>
                  {' · '}
                  <span dir="ltr">{color.colorCode.toUpperCase()}</span>
                </span>
              </div>
            </div>
            <div className="ms-auto flex shrink-0 items-center gap-2">
              <Checkbox
                label={t('admin.colors.active')}
                aria-label={t('admin.colors.activeFor', { name })}
                checked={color.isActive}
                disabled={busy}
                onChange={() => onToggle(color)}
              />
              <div className="flex items-center">
                <MoveButtons
                  index={index}
                  count={colors.length}
                  onMove={onMove}
                  disabled={busy}
                  earlierLabel={t('admin.colors.moveUp', { name })}
                  laterLabel={t('admin.colors.moveDown', { name })}
                />
                <button
                  type="button"
                  className={cn(iconButton, 'text-slate-700')}
                  onClick={() => onEdit(color)}
                  aria-label={t('admin.colors.edit', { name })}
                  title={t('admin.colors.edit', { name })}
                >
                  <PencilIcon className="size-4" />
                </button>
                <button
                  type="button"
                  className={cn(iconButton, 'text-red-700 hover:bg-red-50')}
                  onClick={() => onDelete(color)}
                  aria-label={t('admin.colors.delete', { name })}
                  title={t('admin.colors.delete', { name })}
                >
                  <TrashIcon className="size-4" />
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
