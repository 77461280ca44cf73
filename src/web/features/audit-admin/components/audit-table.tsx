import { Fragment, useId, useState } from 'react';
import type { AuditEntry } from '../../../../shared/schemas/audit';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { AuditChanges } from './audit-changes';
import { Entity, What, When, Who } from './audit-entry-parts';

const th = 'px-3 py-2.5 text-start text-xs font-bold uppercase tracking-wide text-slate-600';
const COLUMNS = ['when', 'who', 'what', 'entity', 'changes'] as const;

/** Which entries show their changes; several may be open to compare them. */
function useOpenEntries() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: string) => open.has(id), toggle };
}

function ChangesToggle({
  entry,
  open,
  controls,
  onToggle,
}: {
  entry: AuditEntry;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  if (!entry.before && !entry.after) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {t(open ? 'admin.audit.hideChanges' : 'admin.audit.showChanges')}
    </Button>
  );
}

/** The wide table, from md up; phones get AuditCards. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const base = useId();
  const { isOpen, toggle } = useOpenEntries();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={th}>
                {t(`admin.audit.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => {
            const panel = `${base}-${entry.id}`;
            return (
              <Fragment key={entry.id}>
                <tr className="align-top hover:bg-slate-50">
                  <td className="px-3 py-2 text-slate-700">
                    <When entry={entry} />
                  </td>
                  <td className="max-w-56 px-3 py-2">
                    <Who entry={entry} />
                  </td>
                  <td className="px-3 py-2">
                    <What entry={entry} />
                  </td>
                  <td className="max-w-64 px-3 py-2">
                    <Entity entry={entry} />
                  </td>
                  <td className="px-3 py-2">
                    <ChangesToggle
                      entry={entry}
                      open={isOpen(entry.id)}
                      controls={panel}
                      onToggle={() => toggle(entry.id)}
                    />
                  </td>
                </tr>
                {isOpen(entry.id) ? (
                  <tr id={panel} className="bg-slate-50">
                    <td colSpan={COLUMNS.length} className="px-3 py-3">
                      <AuditChanges before={entry.before} after={entry.after} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per entry with the same facts; the changes open below it. */
export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const base = useId();
  const { isOpen, toggle } = useOpenEntries();
  return (
    <ul className="flex flex-col gap-2 md:hidden">
      {entries.map((entry) => {
        const panel = `${base}-${entry.id}`;
        return (
          <li
            key={entry.id}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <What entry={entry} />
              <span className="text-xs text-slate-600">
                <When entry={entry} />
              </span>
            </div>
            <Entity entry={entry} />
            <Who entry={entry} />
            <div className="self-start">
              <ChangesToggle
                entry={entry}
                open={isOpen(entry.id)}
                controls={panel}
                onToggle={() => toggle(entry.id)}
              />
            </div>
            {isOpen(entry.id) ? (
              <div id={panel}>
                <AuditChanges before={entry.before} after={entry.after} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
