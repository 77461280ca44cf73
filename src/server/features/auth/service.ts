import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/constants';
import type {
  ChangePasswordInput,
  SessionUser,
  UpdateProfileInput,
} from '../../../shared/schemas/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { type CodePurpose, createEmailCodes } from './email-codes';
import { createLoginLockout, type LoginVerdict } from './lockout';
import { type AuthMailKind, renderAuthMail } from './mail-templates';
import { type PasswordOwner, passwordProblem } from './password-policy';
import { createSessions, type IssuedSession } from './sessions';
import { users } from './tables';
import { createTwoFactor, type RecordTwoFactorAudit } from './two-factor';

type UserRow = typeof users.$inferSelect;

export const toSessionUser = (
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'role'>,
): SessionUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  role: user.role,
});

// Verifying against this when the e-mail is unknown makes both failures take the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-only-for-equal-timing');
  return dummyHash;
};

/**
 * Work of other areas when someone signs in, on the sign-in's own request (the guest cart joins
 * the user's and its cookie goes): auth sits below them, so they are handed in (services.ts).
 */
export type SignInHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) => Promise<void>;

export interface AuthDeps {
  onSignIn: SignInHook;
  /** The audit area's recordAudit, for the two-factor changes (decision 049). */
  recordAudit: RecordTwoFactorAudit;
}

/** Who is asking: the client address the guessing limits count, and the browser. */
export interface Client {
  address: string;
  userAgent?: string;
}

/** The 429 of an attempt the guessing limits refused (decision 040). */
function refusal(verdict: Exclude<LoginVerdict, { allowed: true }>): AppError {
  const { retryAfterSeconds } = verdict;
  return verdict.reason === 'address'
    ? new AppError('RATE_LIMITED', 429, 'errors.rateLimited', { retryAfterSeconds })
    : new AppError('ACCOUNT_LOCKED', 429, 'auth.accountLocked', { retryAfterSeconds });
}

/** A new password that is common or personal is refused as a field error (decision 040). */
function checkNewPassword(field: string, password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw AppError.validation([{ field, messages: [problem] }]);
}

export function createAuthService(ctx: AppContext, { onSignIn, recordAudit }: AuthDeps) {
  const { db, config } = ctx;
  const sessions = createSessions(db, ctx.sessionSecret);
  const codes = createEmailCodes(db);
  const lockout = createLoginLockout(db, { addressMaxFailures: config.rateLimits.loginFailures });
  const twoFactor = createTwoFactor(ctx, { sessions, lockout, recordAudit });

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  }

  async function sendLinkMail(user: UserRow, kind: CodePurpose, language: Language): Promise<void> {
    const code = await codes.issue(user.id, kind);
    const page = kind === 'confirm_email' ? 'confirm-email' : 'reset-password';
    await sendMail(
      user,
      kind,
      language,
      `${config.appUrl}/${page}?userId=${user.id}&code=${encodeURIComponent(code)}`,
    );
  }

  async function sendMail(
    user: UserRow,
    kind: AuthMailKind,
    language: Language,
    link: string,
  ): Promise<void> {
    const store = await ctx.storeProfile();
    const message = renderAuthMail({
      kind,
      language,
      to: user.email,
      firstName: user.firstName,
      storeName: store?.name[language] ?? 'GreenVolt',
      link,
    });
    // Through the jobs table: an SMTP outage delays the mail, it never fails the request.
    await ctx.jobs.enqueue('email.send', { ...message });
  }

  /**
   * Someone registered an address that has an account. Its owner gets a mail in their own
   * language: a fresh confirmation link while unconfirmed (most likely they lost the first), else
   * a notice with a sign-in link. A disabled account gets nothing, as with forgot-password.
   */
  async function tellOwner(owner: UserRow): Promise<void> {
    if (owner.disabledAt) return;
    const language = owner.preferredLanguage;
    if (!owner.emailConfirmedAt) return sendLinkMail(owner, 'confirm_email', language);
    await sendMail(owner, 'account_exists', language, `${config.appUrl}/login`);
  }

  return {
    sessions,
    onSignIn,
    twoFactor,

    async register(
      input: {
        firstName: string;
        lastName: string;
        email: string;
        phone: string | null;
        password: string;
      },
      language: Language,
    ): Promise<void> {
      // The route's schema refused these already; kept here for any other caller.
      checkNewPassword('password', input.password, input);
      // A taken address answers exactly like a new one (decision 025): the hash is computed
      // either way so the timing matches too, and the owner is told by mail instead.
      const passwordHash = await hashPassword(input.password);
      const existing = await findByEmail(input.email);
      if (existing) return tellOwner(existing);
      let user: UserRow;
      try {
        [user] = await db
          .insert(users)
          .values({ ...input, passwordHash, role: 'customer', preferredLanguage: language })
          .returning();
      } catch (error) {
        // Two registrations racing with one address: the unique index decides.
        if (isUniqueViolation(error) || /users_email_lower_unique/.test(String(error))) {
          const winner = await findByEmail(input.email);
          if (winner) return tellOwner(winner);
        }
        throw error;
      }
      await sendLinkMail(user, 'confirm_email', language);
    },

    async confirmEmail(userId: string, code: string): Promise<void> {
      const isConfirmed = async (id: string) => {
        const [row] = await db
          .select({ at: users.emailConfirmedAt })
          .from(users)
          .where(eq(users.id, id));
        return Boolean(row?.at);
      };
      if (!(await codes.consume(userId, 'confirm_email', code))) {
        // The same link opened again (a second click, the mail app's preview): the address is
        // confirmed, so say so and send them to sign in (issue 24 item 11). Only the right code
        // gets this answer: it tells nothing to someone guessing.
        if ((await codes.wasUsed(userId, 'confirm_email', code)) && (await isConfirmed(userId))) {
          throw new AppError('ALREADY_CONFIRMED', 409, 'auth.alreadyConfirmed');
        }
        throw new AppError('BAD_REQUEST', 400, 'auth.invalidConfirmationLink');
      }
      await db
        .update(users)
        .set({
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },

    /**
     * Same answer whether or not the account exists; mails only unconfirmed accounts. Like
     * forgotPassword, the work happens after the answer, so its timing says nothing either.
     */
    resendConfirmation(email: string, language: Language): Promise<void> {
      return (async () => {
        const user = await findByEmail(email);
        if (user && !user.emailConfirmedAt && !user.disabledAt)
          await sendLinkMail(user, 'confirm_email', language);
      })();
    },

    async login(
      input: { email: string; password: string; rememberMe: boolean },
      client: Client,
    ): Promise<{ user: SessionUser; session: IssuedSession } | { challenge: string }> {
      // Counted before the password is looked at; known and unknown addresses alike.
      const verdict = await lockout.attempt(client.address, input.email);
      if (!verdict.allowed) throw refusal(verdict);
      const user = await findByEmail(input.email);
      const valid = await verifyPassword(
        user?.passwordHash ?? (await getDummyHash()),
        input.password,
      );
      if (!user || !valid) throw new AppError('UNAUTHORIZED', 401, 'auth.invalidCredentials');
      // With two-factor on, the pair's failures stay until the code is right too (decision 049).
      if (twoFactor.needsCode(user)) await lockout.passedPassword(client.address, input.email);
      else await lockout.succeeded(client.address, input.email);
      if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED', 403, 'auth.accountDisabled');
      if (!user.emailConfirmedAt) {
        throw new AppError('EMAIL_NOT_CONFIRMED', 403, 'auth.emailNotConfirmed', {
          hint: 'auth.emailNotConfirmedHint',
        });
      }
      // Two-factor sign-in (decision 049): no session yet, the code step completes it.
      if (twoFactor.needsCode(user)) {
        return { challenge: twoFactor.issueChallenge(user, input.rememberMe) };
      }
      const session = await sessions.start(user.id, input.rememberMe, client.userAgent);
      return { user: toSessionUser(user), session };
    },

    /** The code step of a two-factor sign-in: the same session as a password-only sign-in. */
    async loginWithCode(
      input: { challenge: string; code?: string; recoveryCode?: string },
      client: Client,
    ): Promise<{ user: SessionUser; session: IssuedSession }> {
      const { user, rememberMe } = await twoFactor.completeLogin(input, client);
      const session = await sessions.start(user.id, rememberMe, client.userAgent);
      return { user: toSessionUser(user), session };
    },

    /**
     * Answers at once with the same message for every address. The account lookup, code and
     * mail happen afterwards, so the answer's timing says nothing about the address either.
     */
    forgotPassword(email: string, language: Language): Promise<void> {
      return (async () => {
        const user = await findByEmail(email);
        if (user && !user.disabledAt) await sendLinkMail(user, 'reset_password', language);
      })();
    },

    async resetPassword(userId: string, code: string, newPassword: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      // The link is checked before the password is judged against the account's e-mail and name
      // (else the answer would tell a stranger whether a guess is someone's address), and used
      // only once the password is accepted (a refused password does not spend the link).
      const invalidLink = new AppError('BAD_REQUEST', 400, 'auth.invalidResetLink');
      if (!(await codes.isValid(userId, 'reset_password', code))) throw invalidLink;
      const [owner] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      checkNewPassword('newPassword', newPassword, owner ?? {});
      if (!(await codes.consume(userId, 'reset_password', code))) throw invalidLink;
      // Following the mailed link also proves the address.
      const [user] = await db
        .update(users)
        .set({
          passwordHash,
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning({ email: users.email });
      await sessions.revokeAllForUser(userId);
      // Proving the mailbox is the way out of a lockout (decisions 025, 040).
      if (user) await lockout.unlock(user.email);
    },

    async updateProfile(userId: string, input: UpdateProfileInput): Promise<SessionUser> {
      const changes: Partial<typeof users.$inferInsert> = {};
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.phone !== undefined) changes.phone = input.phone;
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return toSessionUser(row);
    },

    /**
     * Wrong current passwords count like failed sign-ins, on the same counters (decision 040): a
     * stolen session cannot guess the password to take the account over. The attempt the lock
     * refuses also ends the session: one that keeps guessing its own password is not the owner.
     */
    async changePassword(
      userId: string,
      familyId: string,
      input: ChangePasswordInput,
      client: Client,
    ): Promise<void> {
      const [row] = await db
        .select({
          passwordHash: users.passwordHash,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) throw AppError.unauthorized('errors.mustLogin');
      const verdict = await lockout.attempt(client.address, row.email);
      if (!verdict.allowed) {
        if (verdict.reason === 'account') await sessions.revokeFamily(familyId);
        throw refusal(verdict);
      }
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        throw new AppError('VALIDATION', 400, 'errors.validation', {
          errors: [{ field: 'currentPassword', messages: ['auth.wrongCurrentPassword'] }],
        });
      }
      await lockout.succeeded(client.address, row.email);
      checkNewPassword('newPassword', input.newPassword, row);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      await sessions.revokeAllForUser(userId, familyId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
