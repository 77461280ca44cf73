import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

export const uuidSchema = z.uuid();
export const idParamsSchema = z.object({ id: uuidSchema }).strict();

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** The list shape of DESIGN §4. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
export type ListOf<T> = {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/**
 * For a cross-field check that should also run when another field failed (so every error shows
 * at once): zod skips it after such a failure unless told when to run it (`{ when: isObject }`).
 */
export const isObject = (payload: { value: unknown }): boolean =>
  typeof payload.value === 'object' && payload.value !== null;
