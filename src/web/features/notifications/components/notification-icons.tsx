import type { Notification } from '../../../../shared/schemas/notifications';
import { Icon, type IconProps } from '../../../components/ui/icons';
import { InfoIcon, LifebuoyIcon, ReceiptIcon, TagIcon } from '../../../components/ui/more-icons';
import { cn } from '../../../lib/cn';

export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Icon>
);
export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
export const CheckAllIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m2.5 12.5 4.5 4.5L16.5 7.5M11.5 16l1 1 9.5-9.5" />
  </Icon>
);

const TYPE_ICON = {
  order: ReceiptIcon,
  support: LifebuoyIcon,
  promotion: TagIcon,
  system: InfoIcon,
} as const;
const TYPE_TONE = {
  order: 'bg-brand-50 text-brand-800',
  support: 'bg-sky-50 text-sky-800',
  promotion: 'bg-amber-50 text-amber-800',
  system: 'bg-slate-100 text-slate-700',
} as const;

/** A round badge telling the kind of notification at a glance. */
export function TypeIcon({ type, className }: { type: Notification['type']; className?: string }) {
  const Glyph = TYPE_ICON[type];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full',
        TYPE_TONE[type],
        className,
      )}
    >
      <Glyph className="size-[1.125rem]" />
    </span>
  );
}
