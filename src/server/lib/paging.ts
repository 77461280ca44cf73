import type { ListOf } from '../../shared/schemas/common';

interface PageRequest {
  page: number;
  pageSize: number;
}

/** How many rows come before the requested page (pages count from 1). */
export const pageOffset = ({ page, pageSize }: PageRequest): number => (page - 1) * pageSize;

/** One page of a list in the shape every list of the API answers with (DESIGN §4). */
export function pageOf<T>(items: T[], total: number, { page, pageSize }: PageRequest): ListOf<T> {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
