import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../lib/tokens';
import { emailCodes } from './tables';

export type CodePurpose = 'confirm_email' | 'reset_password';

export const CODE_TTL_MS: Record<CodePurpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Random single-use codes for e-mail links, stored hashed; a new code retires the older ones. */
export function createEmailCodes(db: Db) {
  return {
    async issue(userId: string, purpose: CodePurpose): Promise<string> {
      const code = randomToken();
      await db
        .update(emailCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailCodes.userId, userId),
            eq(emailCodes.purpose, purpose),
            isNull(emailCodes.usedAt),
          ),
        );
      await db.insert(emailCodes).values({
        userId,
        purpose,
        codeHash: sha256(code),
        expiresAt: new Date(Date.now() + CODE_TTL_MS[purpose]),
      });
      return code;
    },

    /** Whether the code would be accepted now, without using it. */
    async isValid(userId: string, purpose: CodePurpose, code: string): Promise<boolean> {
      const rows = await db
        .select({ id: emailCodes.id })
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.userId, userId),
            eq(emailCodes.purpose, purpose),
            eq(emailCodes.codeHash, sha256(code)),
            isNull(emailCodes.usedAt),
            gt(emailCodes.expiresAt, sql`now()`),
          ),
        );
      return rows.length === 1;
    },

    /** Whether this exact code was issued for the purpose and has been used already. */
    async wasUsed(userId: string, purpose: CodePurpose, code: string): Promise<boolean> {
      const [row] = await db
        .select({ id: emailCodes.id })
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.userId, userId),
            eq(emailCodes.purpose, purpose),
            eq(emailCodes.codeHash, sha256(code)),
            isNotNull(emailCodes.usedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Marks the code used and answers true, once; wrong, used or expired codes answer false. */
    async consume(userId: string, purpose: CodePurpose, code: string): Promise<boolean> {
      const used = await db
        .update(emailCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailCodes.userId, userId),
            eq(emailCodes.purpose, purpose),
            eq(emailCodes.codeHash, sha256(code)),
            isNull(emailCodes.usedAt),
            gt(emailCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: emailCodes.id });
      return used.length === 1;
    },
  };
}
