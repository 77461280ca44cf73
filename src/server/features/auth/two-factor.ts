import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { isOwner, isStaff, type Role } from '../../../shared/roles';
import type { AuditAction } from '../../../shared/schemas/audit';
import {
  type SecondFactor,
  TWO_FACTOR_CHALLENGE_SECONDS,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../shared/schemas/two-factor';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MessageKey } from '../../lib/i18n';
import { verifyPassword } from '../../lib/passwords';
import { clearCounter, countHit, deleteEndedCounters } from '../rate-limits';
import type { LoginLockout, LoginVerdict } from './lockout';
import type { Sessions } from './sessions';
import { recoveryCodes, users } from './tables';
import {
  createChallenges,
  createSecretBox,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpStep,
  totpUri,
} from './two-factor-secrets';

type UserRow = typeof users.$inferSelect;

/** The entries two-factor changes leave in the audit log, written in their transaction. */
export type RecordTwoFactorAudit = (
  tx: Tx,
  change: {
    actorId: string;
    action: Extract<AuditAction, `user.${string}`>;
    entityType: 'user';
    entityId: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
) => Promise<void>;

export interface TwoFactorDeps {
  sessions: Sessions;
  lockout: LoginLockout;
  /** The audit area is above auth: services.ts hands its recordAudit in. */
  recordAudit: RecordTwoFactorAudit;
}

/** The signed-in staff member acting on their own two-factor sign-in. */
export interface Actor {
  id: string;
  role: Role;
  /** Their session: one that keeps guessing the password is ended (decision 040). */
  familyId: string;
}

export interface Client {
  address: string;
}

const CHALLENGE_PREFIX = 'login-challenge|';
const CLEANUP_EVERY_MS = 60_000;

function refusal(verdict: Exclude<LoginVerdict, { allowed: true }>): AppError {
  const { retryAfterSeconds } = verdict;
  return verdict.reason === 'address'
    ? new AppError('RATE_LIMITED', 429, 'errors.rateLimited', { retryAfterSeconds })
    : new AppError('ACCOUNT_LOCKED', 429, 'auth.accountLocked', { retryAfterSeconds });
}

const fieldError = (field: string, key: MessageKey) =>
  AppError.validation([{ field, messages: [key] }]);

/**
 * Two-factor sign-in for staff (issue 25, decision 049): TOTP (RFC 6238, 6 digits, 30 s) with the
 * secret encrypted at rest, ten one-time recovery codes stored hashed, and the code step of the
 * sign-in. Every wrong code counts on the password's counters (decision 040): per address, per
 * (address, account) and the account brake.
 */
export function createTwoFactor(ctx: AppContext, deps: TwoFactorDeps) {
  const { db, config } = ctx;
  const { lockout, sessions } = deps;
  const box = createSecretBox(ctx.sessionSecret);
  const challenges = createChallenges(ctx.sessionSecret);
  let lastCleanup = 0;

  const requiredFor = (role: Role) => config.requireOwnerTwoFactor && isOwner(role);

  async function account(userId: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw AppError.unauthorized('errors.mustLogin');
    return row;
  }

  async function codesLeft(dbOrTx: Db | Tx, userId: string): Promise<number> {
    const [row] = await dbOrTx
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return Number(row?.n ?? 0);
  }

  /**
   * A code of the account's secret, at a time step after the last one accepted (a code works
   * once). Enrolment checks the pending secret, everything else the enabled one.
   */
  async function acceptTotp(
    row: UserRow,
    code: string,
    stage: 'pending' | 'enabled',
  ): Promise<MessageKey | null> {
    const secret = row.totpSecret ? box.open(row.totpSecret, row.id) : null;
    const step = secret ? totpStep(secret, code) : null;
    if (step === null) return 'auth.twoFactorInvalidCode';
    const [taken] = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(users.id, row.id),
          eq(users.totpSecret, row.totpSecret!),
          stage === 'enabled'
            ? sql`${users.totpEnabledAt} is not null`
            : isNull(users.totpEnabledAt),
          or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
        ),
      )
      .returning({ id: users.id });
    return taken ? null : 'auth.twoFactorCodeUsed';
  }

  /** Spends one unused recovery code of the account, atomically. */
  async function acceptRecoveryCode(row: UserRow, code: string): Promise<MessageKey | null> {
    const [used] = await db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(recoveryCodes.userId, row.id),
          eq(recoveryCodes.codeHash, recoveryCodeHash(row.id, code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used ? null : 'auth.twoFactorInvalidRecoveryCode';
  }

  const acceptFactor = (row: UserRow, factor: SecondFactor) =>
    factor.code !== undefined
      ? acceptTotp(row, factor.code, 'enabled')
      : acceptRecoveryCode(row, factor.recoveryCode!);

  /**
   * Runs a check of something only the account holder knows, counted on the sign-in limits before
   * it is looked at; a pass clears the pair's failures. The attempt the pair lock refuses also
   * ends the caller's session, as change-password does.
   */
  async function guarded<T>(
    email: string,
    client: Client,
    familyId: string | null,
    check: () => Promise<T>,
  ): Promise<T> {
    const verdict = await lockout.attempt(client.address, email);
    if (!verdict.allowed) {
      if (verdict.reason === 'account' && familyId) await sessions.revokeFamily(familyId);
      throw refusal(verdict);
    }
    const result = await check();
    await lockout.succeeded(client.address, email);
    return result;
  }

  /** Stores ten new recovery codes (the old ones go) and answers them, in the caller's tx. */
  async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(userId, code) })));
    return codes;
  }

  async function cleanup() {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await deleteEndedCounters(db, CHALLENGE_PREFIX);
  }

  return {
    requiredFor,

    async status(actor: Pick<Actor, 'id' | 'role'>): Promise<TwoFactorStatus> {
      const row = await account(actor.id);
      return {
        enabled: row.totpEnabledAt !== null,
        enabledAt: row.totpEnabledAt?.toISOString() ?? null,
        pending: row.totpSecret !== null && row.totpEnabledAt === null,
        required: requiredFor(actor.role),
        recoveryCodesLeft: row.totpEnabledAt ? await codesLeft(db, row.id) : 0,
      };
    },

    /** Whether the owner rule shuts this caller out of the admin (the route guard asks). */
    async blocksAdmin(userId: string, role: Role): Promise<boolean> {
      if (!requiredFor(role)) return false;
      const [row] = await db
        .select({ enabledAt: users.totpEnabledAt })
        .from(users)
        .where(eq(users.id, userId));
      return !row?.enabledAt;
    },

    /** A new secret, stored encrypted and not in force until a first code confirms it. */
    async setup(actor: Actor): Promise<TwoFactorSetup> {
      if (!isStaff(actor.role)) throw AppError.forbidden('auth.twoFactorStaffOnly');
      const row = await account(actor.id);
      if (row.totpEnabledAt) throw new AppError('CONFLICT', 409, 'auth.twoFactorAlreadyEnabled');
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: box.seal(secret, row.id), totpLastStep: null, updatedAt: sql`now()` })
          .where(and(eq(users.id, row.id), isNull(users.totpEnabledAt)));
        await deps.recordAudit(tx, {
          actorId: actor.id,
          action: 'user.two_factor_setup_started',
          entityType: 'user',
          entityId: row.id,
          after: { twoFactor: 'pending' },
        });
      });
      const uri = totpUri(secret, row.email);
      return { secret, uri, qrSvg: renderSVG(uri, { ecc: 'M', pixelSize: 8 }) };
    },

    /** The first code turns it on; the ten recovery codes are answered this once. */
    async enable(actor: Actor, code: string, client: Client): Promise<string[]> {
      if (!isStaff(actor.role)) throw AppError.forbidden('auth.twoFactorStaffOnly');
      const row = await account(actor.id);
      if (row.totpEnabledAt) throw new AppError('CONFLICT', 409, 'auth.twoFactorAlreadyEnabled');
      if (!row.totpSecret) throw new AppError('CONFLICT', 409, 'auth.twoFactorNotStarted');
      await guarded(row.email, client, null, async () => {
        const problem = await acceptTotp(row, code, 'pending');
        if (problem) throw fieldError('code', problem);
      });
      return db.transaction(async (tx) => {
        const [enabled] = await tx
          .update(users)
          .set({ totpEnabledAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(users.id, row.id),
              eq(users.totpSecret, row.totpSecret!),
              isNull(users.totpEnabledAt),
            ),
          )
          .returning({ id: users.id });
        // A second tab's setup replaced the secret meanwhile: that one is the one to confirm.
        if (!enabled) throw new AppError('CONFLICT', 409, 'auth.twoFactorNotStarted');
        const codes = await replaceRecoveryCodes(tx, row.id);
        await deps.recordAudit(tx, {
          actorId: actor.id,
          action: 'user.two_factor_enabled',
          entityType: 'user',
          entityId: row.id,
          before: { twoFactor: false },
          after: { twoFactor: true },
        });
        return codes;
      });
    },

    /** Ten new recovery codes for a current code (or a recovery code); the old ones stop working. */
    async regenerateRecoveryCodes(
      actor: Actor,
      factor: SecondFactor,
      client: Client,
    ): Promise<string[]> {
      const row = await account(actor.id);
      if (!row.totpEnabledAt) throw new AppError('CONFLICT', 409, 'auth.twoFactorNotEnabled');
      await guarded(row.email, client, null, async () => {
        const problem = await acceptFactor(row, factor);
        if (problem) throw fieldError(factor.code !== undefined ? 'code' : 'recoveryCode', problem);
      });
      return db.transaction(async (tx) => {
        const before = await codesLeft(tx, row.id);
        const codes = await replaceRecoveryCodes(tx, row.id);
        await deps.recordAudit(tx, {
          actorId: actor.id,
          action: 'user.recovery_codes_regenerated',
          entityType: 'user',
          entityId: row.id,
          // Both sides would read "10" after a regeneration of a full set: the entry says what
          // was voided instead of diffing to nothing.
          after: { recoveryCodesLeft: codes.length, voidedCodes: before },
        });
        return codes;
      });
    },

    /** Off, for the password and a second factor; never for an owner the shop requires it of. */
    async disable(
      actor: Actor,
      input: SecondFactor & { password: string },
      client: Client,
    ): Promise<void> {
      const row = await account(actor.id);
      if (!row.totpEnabledAt && !row.totpSecret) {
        throw new AppError('CONFLICT', 409, 'auth.twoFactorNotEnabled');
      }
      if (row.totpEnabledAt && requiredFor(actor.role)) {
        throw AppError.forbidden('auth.twoFactorRequiredForOwner');
      }
      await guarded(row.email, client, actor.familyId, async () => {
        if (!(await verifyPassword(row.passwordHash, input.password))) {
          throw fieldError('password', 'auth.wrongCurrentPassword');
        }
        // An enrolment never confirmed is dropped with the password alone.
        if (!row.totpEnabledAt) return;
        const problem = await acceptFactor(row, input);
        if (problem) throw fieldError(input.code !== undefined ? 'code' : 'recoveryCode', problem);
      });
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: sql`now()` })
          .where(eq(users.id, row.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
        await deps.recordAudit(tx, {
          actorId: actor.id,
          action: 'user.two_factor_disabled',
          entityType: 'user',
          entityId: row.id,
          before: { twoFactor: row.totpEnabledAt ? true : 'pending' },
          after: { twoFactor: false },
        });
      });
    },

    /** Whether the right password of this account still needs a code. */
    needsCode: (row: Pick<UserRow, 'totpEnabledAt'>) => row.totpEnabledAt !== null,

    /** The code step's challenge, for the right password of an account with two-factor on. */
    issueChallenge(row: Pick<UserRow, 'id' | 'passwordHash'>, rememberMe: boolean): string {
      return challenges.issue({ userId: row.id, rememberMe }, row.passwordHash);
    },

    /**
     * The code step: the challenge (5 minutes, single use, void once the password changes) and a
     * current code or an unused recovery code, counted like a password. Answers the account to
     * sign in and whether the first step asked to be remembered.
     */
    async completeLogin(
      input: { challenge: string } & SecondFactor,
      client: Client,
    ): Promise<{ user: UserRow; rememberMe: boolean }> {
      await cleanup();
      const expired = new AppError('TWO_FACTOR_EXPIRED', 401, 'auth.twoFactorChallengeExpired');
      const claims = challenges.peek(input.challenge);
      if (!claims) throw expired;
      const [row] = await db.select().from(users).where(eq(users.id, claims.userId));
      if (!row?.totpEnabledAt || !challenges.verify(claims, row.passwordHash)) throw expired;
      // Held while the code is checked, given back when it is wrong: the challenge completes
      // one sign-in, and two requests with it cannot both get through.
      const key = CHALLENGE_PREFIX + claims.nonce;
      const held = await countHit(db, key, { windowMs: TWO_FACTOR_CHALLENGE_SECONDS * 1000 });
      if (held > 1) throw expired;
      try {
        await guarded(row.email, client, null, async () => {
          const problem = await acceptFactor(row, input);
          if (problem) throw new AppError('UNAUTHORIZED', 401, problem);
        });
      } catch (error) {
        await clearCounter(db, key);
        throw error;
      }
      if (row.disabledAt) throw new AppError('ACCOUNT_DISABLED', 403, 'auth.accountDisabled');
      return { user: row, rememberMe: claims.rememberMe };
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
