import { AppError } from './app-error';

/**
 * A new order must name every current item exactly once: any other list was made from a stale
 * page (an item added or deleted meanwhile), so it is refused rather than half applied.
 */
export function assertCompleteOrder(ids: readonly string[], currentIds: readonly string[]): void {
  const known = new Set(currentIds);
  if (
    ids.length !== known.size ||
    new Set(ids).size !== ids.length ||
    !ids.every((id) => known.has(id))
  ) {
    throw new AppError('CONFLICT', 409, 'errors.reorderMismatch');
  }
}
