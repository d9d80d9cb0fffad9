import { accountsEndpoints as ep } from '../../shared/api/accounts.ts';
import { MESSAGES } from '../../shared/api/envelope.ts';
import { LIMITS } from '../../shared/api/limits.ts';
import { ApiError } from '../server/api-error.ts';
import type { RouteKit } from '../server/route-kit.ts';
import { nowIso, transaction } from '../store/db.ts';
import { insertApiKey } from './api-keys.ts';
import { hashPassword, verifyPassword } from '../server/crypto.ts';
import { clearLoginFailures, loginLocked, recordLoginFailure, TOO_MANY_LOGINS } from './login-throttle.ts';
import { consumeOtp, requestOtp } from './otp.ts';
import { seedPayments } from './payments.ts';
import { createSession, endAllSessions, endSession } from './sessions.ts';
import { EMAIL_TAKEN, findUserByEmail } from './users.ts';

/** The message of a wrong, used or expired one-time code. */
export const INVALID_OTP = 'Invalid or expired verification code.';

// A fixed hash so a login for an unknown e-mail costs the same scrypt work as a wrong password.
const DUMMY_HASH = hashPassword('sandbox-dummy-password');

/** Login, logout, registration and password reset (completions 2). */
export function registerAuthRoutes(kit: RouteKit): void {
  const { ctx } = kit;
  const { db } = ctx;

  kit.handlePublic(ep.login, ({ input }) => {
    // Counted per e-mail whether or not it has an account, so the lock-out does not tell them apart.
    if (loginLocked(db, input.email)) throw new ApiError(400, TOO_MANY_LOGINS);
    const user = findUserByEmail(db, input.email);
    const passwordOk = verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !passwordOk) {
      recordLoginFailure(db, input.email);
      throw new ApiError(400, MESSAGES.invalidLogin);
    }
    clearLoginFailures(db, input.email);
    return { token: createSession(db, user.id), user: { id: user.id, name: user.name, email: user.email } };
  });

  kit.handle(ep.logout, ({ user }) => {
    // An API-key caller has no session to end; the answer is the same.
    if (user.sessionId !== undefined) endSession(db, user.sessionId);
    return 'Logged out.';
  });

  kit.handlePublic(ep.registerOtpSent, ({ input }) => {
    if (findUserByEmail(db, input.email)) throw new ApiError(400, EMAIL_TAKEN);
    requestOtp(ctx, input.email, 'register', true);
    return MESSAGES.otpSent;
  });

  kit.handlePublic(ep.register, ({ input }) => {
    const passwordHash = hashPassword(input.password);
    // A wrong code returns (not throws) out of the transaction so its counted attempt is committed.
    const created = transaction(db, () => {
      if (findUserByEmail(db, input.email)) throw new ApiError(400, EMAIL_TAKEN);
      if (!consumeOtp(db, input.email, 'register', input.otp)) return undefined;
      const now = nowIso();
      const id = Number(
        db
          .prepare(
            `INSERT INTO users (name, email, password_hash, country, business_name, available_credits, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(input.name, input.email, passwordHash, input.country, input.business_name ?? null, LIMITS.newAccountCredits, now, now).lastInsertRowid,
      );
      insertApiKey(db, ctx.settings.dataDir, id, now);
      seedPayments(db, id, now);
      return { id, name: input.name, email: input.email };
    });
    if (!created) throw new ApiError(400, INVALID_OTP);
    return created;
  });

  kit.handlePublic(ep.passwordResetOtpSent, ({ input }) => {
    requestOtp(ctx, input.email, 'reset', findUserByEmail(db, input.email) !== undefined);
    return MESSAGES.otpSent;
  });

  kit.handlePublic(ep.passwordReset, ({ input }) => {
    const passwordHash = hashPassword(input.password);
    // As in registration, a wrong code commits its counted attempt before the answer.
    const updated = transaction(db, () => {
      const user = findUserByEmail(db, input.email);
      if (!consumeOtp(db, input.email, 'reset', input.otp) || !user) return false;
      db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, nowIso(), user.id);
      endAllSessions(db, user.id);
      // Proven control of the mailbox lifts a sign-in lock-out, so the new password works at once.
      clearLoginFailures(db, user.email);
      return true;
    });
    if (!updated) throw new ApiError(400, INVALID_OTP);
    return 'Password updated.';
  });
}
