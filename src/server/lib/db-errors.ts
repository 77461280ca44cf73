/**
 * What the database refused, read from an error: drivers (pg, PGlite) and drizzle nest the
 * driver's error in `cause`, so the chain is walked. Integrity refusals are SQLSTATE class 23
 * (23505 unique, 23514 check, 23503 foreign key); `constraint` names the one that refused.
 */
export interface DbRefusal {
  code: string;
  constraint: string;
}

type DbError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The first integrity refusal in the error's cause chain, or null. */
export function dbRefusal(error: unknown): DbRefusal | null {
  for (let e = error as DbError | undefined; e; e = e.cause as DbError | undefined) {
    if (typeof e.code === 'string' && e.code.startsWith('23')) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : '' };
    }
  }
  return null;
}

/** A unique index refused the write. */
export const isUniqueViolation = (error: unknown): boolean => dbRefusal(error)?.code === '23505';
