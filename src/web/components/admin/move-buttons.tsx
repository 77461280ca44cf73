import { cn } from '../../lib/cn';
import { ChevronIcon } from '../ui/more-icons';

interface MoveButtonsProps {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** Accessible names, e.g. 'Move Red up' / 'Move Red down'. */
  earlierLabel: string;
  laterLabel: string;
  /** 'vertical' lists show up/down arrows; 'inline' grids point along the reading direction. */
  axis?: 'vertical' | 'inline';
  disabled?: boolean;
}

const buttonClass =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-ink disabled:cursor-not-allowed disabled:opacity-40';

/** The keyboard (and screen reader) alternative to dragging: move one place earlier or later. */
export function MoveButtons({
  index,
  count,
  onMove,
  earlierLabel,
  laterLabel,
  axis = 'vertical',
  disabled = false,
}: MoveButtonsProps) {
  const vertical = axis === 'vertical';
  return (
    <span className="inline-flex items-center">
      <button
        type="button"
        className={buttonClass}
        aria-label={earlierLabel}
        title={earlierLabel}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ChevronIcon
          className={cn('size-4', vertical ? '-rotate-90' : 'rotate-180 rtl:rotate-0')}
        />
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-label={laterLabel}
        title={laterLabel}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ChevronIcon className={cn('size-4', vertical ? 'rotate-90' : 'rtl:rotate-180')} />
      </button>
    </span>
  );
}
