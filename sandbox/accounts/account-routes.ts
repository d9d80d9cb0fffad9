import { accountsEndpoints as ep } from '../../shared/api/accounts.ts';
import { invoicePdf } from '../data/invoice-pdf.ts';
import { ApiError } from '../server/api-error.ts';
import type { RouteKit } from '../server/route-kit.ts';
import { nowIso, transaction } from '../store/db.ts';
import { insertApiKey, revokeApiKeys } from './api-keys.ts';
import { getCredits } from './credits.ts';
import { findPayment, listPayments } from './payments.ts';
import { updateSeedKey } from './seed.ts';
import { accountDetailsOf, EMAIL_TAKEN, findUserByEmail, getUser, profileOf } from './users.ts';

/** The 404 message of a missing or foreign payment. */
export const PAYMENT_NOT_FOUND = 'Payment not found.';

const FLAG_COLUMNS = ['system_emails', 'update_emails', 'notification_emails'] as const;

/** Profile, credits, payments, invoices, account details and API key rotation (completions 2, interface 4.7). */
export function registerAccountRoutes(kit: RouteKit): void {
  const { ctx } = kit;
  const { db } = ctx;

  kit.handle(ep.profile, ({ user }) => profileOf(getUser(db, user.id)));

  kit.handle(ep.profileUpdate, ({ input, user }) => {
    transaction(db, () => {
      if (input.email !== undefined) {
        const holder = findUserByEmail(db, input.email);
        if (holder && holder.id !== user.id) throw new ApiError(400, EMAIL_TAKEN);
      }
      const sets: string[] = [];
      const values: (string | number)[] = [];
      const set = (column: string, value: string | number | undefined): void => {
        if (value === undefined) return;
        sets.push(`${column} = ?`);
        values.push(value);
      };
      set('name', input.name);
      set('email', input.email);
      set('timezone', input.timezone);
      for (const flag of FLAG_COLUMNS) set(flag, input[flag] === undefined ? undefined : Number(input[flag]));
      if (sets.length === 0) return;
      db.prepare(`UPDATE users SET ${sets.join(', ')}, updated_at = ? WHERE id = ?`).run(...values, nowIso(), user.id);
    });
    return accountDetailsOf(ctx, getUser(db, user.id));
  });

  kit.handle(ep.credits, ({ user }) => getCredits(db, user.id));

  kit.handle(ep.payments, ({ input, user }) => listPayments(db, user.id, input.skip, input.limit));

  kit.handleFile(ep.invoice.path, ({ user, params }) => {
    const id = /^[1-9]\d{0,15}$/.test(params.id ?? '') ? Number(params.id) : 0;
    const payment = id > 0 ? findPayment(db, user.id, id) : undefined;
    if (!payment) throw new ApiError(404, PAYMENT_NOT_FOUND);
    const owner = getUser(db, user.id);
    const invoiceNo = `SBX-${String(payment.id).padStart(6, '0')}`;
    return {
      contentType: 'application/pdf',
      fileName: `invoice-${invoiceNo}.pdf`,
      bytes: invoicePdf({
        invoiceNo,
        date: payment.created_at.slice(0, 10),
        name: owner.name,
        email: owner.email,
        amountCents: payment.amount_cents,
        currency: payment.currency,
        description: payment.description,
      }),
    };
  });

  kit.handle(ep.accountDetails, ({ user }) => accountDetailsOf(ctx, getUser(db, user.id)));

  kit.handle(ep.apiKeyUpdate, ({ user }) => {
    const key = transaction(db, () => {
      revokeApiKeys(db, user.id);
      return insertApiKey(db, ctx.settings.dataDir, user.id);
    });
    // A seeded demo account's start-up line prints its key: keep it current (no-op for other accounts).
    updateSeedKey(ctx.settings.dataDir, getUser(db, user.id).email, key);
    return 'API key updated.';
  });
}
