import type { DatabaseSync } from 'node:sqlite';
import { MESSAGES } from '../../shared/api/envelope.ts';
import { LIMITS } from '../../shared/api/limits.ts';
import { ApiError } from '../server/api-error.ts';
import type { SandboxContext } from '../server/context.ts';
import { transaction } from '../store/db.ts';
import { newOtpCode, sameDigest, sha256 } from '../server/crypto.ts';

/** What a one-time code is for. */
export type OtpPurpose = 'register' | 'reset';

/** Subjects of the OTP e-mails (tests and analysts find the code by them). */
export const OTP_SUBJECTS: Readonly<Record<OtpPurpose, string>> = {
  register: 'Your Collection Sandbox verification code',
  reset: 'Your Collection Sandbox password reset code',
};

const codeHash = (purpose: OtpPurpose, email: string, code: number): string => sha256(`${purpose}:${email.trim().toLowerCase()}:${code}`);

/**
 * Issues a 6-digit code for the e-mail: voids any earlier unused code, keeps only its hash, and e-mails
 * it when `deliver` (a reset for an unknown address is recorded but not sent, so the answer does not tell
 * which addresses have accounts). The 4th request for one e-mail and purpose within 15 minutes: 400.
 */
export function requestOtp(ctx: SandboxContext, email: string, purpose: OtpPurpose, deliver: boolean): void {
  const now = Date.now();
  const code = newOtpCode();
  transaction(ctx.db, () => {
    const { n } = ctx.db
      .prepare('SELECT COUNT(*) AS n FROM otps WHERE email = ? AND purpose = ? AND requested_at > ?')
      .get(email, purpose, now - LIMITS.otpWindowMs) as { n: number };
    if (n >= LIMITS.otpPerWindow) throw new ApiError(400, MESSAGES.tooManyOtps);
    ctx.db.prepare('UPDATE otps SET used = 1 WHERE email = ? AND purpose = ? AND used = 0').run(email, purpose);
    ctx.db
      .prepare('INSERT INTO otps (email, purpose, code_hash, requested_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(email, purpose, codeHash(purpose, email, code), now, now + LIMITS.otpValidMs);
  });
  if (!deliver) return;
  const minutes = Math.round(LIMITS.otpValidMs / 60_000);
  const action = purpose === 'register' ? 'finish creating your account' : 'reset your password';
  ctx.outbox.send({
    to: email,
    subject: OTP_SUBJECTS[purpose],
    text: [
      `Your code is ${code}.`,
      '',
      `Enter it to ${action}. It is valid for ${minutes} minutes; requesting a new code voids this one.`,
      'This message was written by the Collection Sandbox, a local test service: no e-mail left this computer.',
    ].join('\n'),
  });
}

/** Wrong codes a one-time code survives: the 5th wrong guess voids it, and a new code must be requested. */
export const OTP_MAX_FAILED_ATTEMPTS = 5;

/**
 * Uses up the e-mail's current code when `code` matches it and it has not expired; false otherwise. A wrong
 * code counts against the current code, which is void after `OTP_MAX_FAILED_ATTEMPTS` wrong codes. The count
 * must outlive the caller's answer: a caller inside a transaction commits it rather than throwing.
 */
export function consumeOtp(db: DatabaseSync, email: string, purpose: OtpPurpose, code: number): boolean {
  const row = db
    .prepare(
      `SELECT id, code_hash FROM otps WHERE email = ? AND purpose = ? AND used = 0 AND expires_at > ?
       ORDER BY id DESC LIMIT 1`,
    )
    .get(email, purpose, Date.now()) as { id: number; code_hash: string } | undefined;
  if (!row) return false;
  if (!sameDigest(codeHash(purpose, email, code), row.code_hash)) {
    db.prepare(
      `UPDATE otps SET failed_attempts = failed_attempts + 1,
         used = CASE WHEN failed_attempts + 1 >= ? THEN 1 ELSE used END
       WHERE id = ?`,
    ).run(OTP_MAX_FAILED_ATTEMPTS, row.id);
    return false;
  }
  return Number(db.prepare('UPDATE otps SET used = 1 WHERE id = ? AND used = 0').run(row.id).changes) === 1;
}
