import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { ChevronIcon } from './more-icons';

/** A small "← back to the list" link above a record; the arrow turns with the reading direction. */
export function BackLink({
  to,
  label,
  className,
}: {
  to: string;
  label: string;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-800 hover:underline',
        className,
      )}
    >
      <ChevronIcon className="size-4 rotate-180 rtl:rotate-0" />
      {label}
    </Link>
  );
}
