import { useCallback, useMemo, useState } from 'react';

/**
 * The products ticked for a bulk edit, by id. Kept while paging, so an admin can gather products
 * from several pages; the bar shows how many and offers to clear them.
 */
export function useProductSelection() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((id: string, on: boolean) => {
    setIds((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  /** Ticks or unticks every product of the page shown. */
  const togglePage = useCallback((pageIds: string[], on: boolean) => {
    setIds((old) => {
      const next = new Set(old);
      for (const id of pageIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setIds(new Set()), []);

  return useMemo(
    () => ({ ids, count: ids.size, has: (id: string) => ids.has(id), toggle, togglePage, clear }),
    [ids, toggle, togglePage, clear],
  );
}

export type ProductSelection = ReturnType<typeof useProductSelection>;
