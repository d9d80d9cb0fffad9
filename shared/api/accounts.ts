import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { computed, identity, shownNumber, shownText } from './lenient.ts';
import { LIMITS } from './limits.ts';
import {
  emailSchema,
  emptyInputSchema,
  fileBytesSchema,
  idSchema,
  MAX_EMAIL,
  MAX_NAME,
  messageOutputSchema,
  nameSchema,
  skipSchema,
  limitSchema,
} from './common.ts';

/** Longest password accepted. */
export const MAX_PASSWORD = 128;

/** A user as login and registration return it; the e-mail signs in and is the default notification address. */
export const userSchema = z.object({ id: identity(z.int()), name: shownText('name'), email: identity(z.string()) });
/** A user record. */
export type User = z.infer<typeof userSchema>;

/** The profile of `users/profile`. */
export const profileSchema = userSchema.extend({ created_at: shownText('created_at'), updated_at: shownText('updated_at') });
/** A profile record. */
export type Profile = z.infer<typeof profileSchema>;

/** Account details (interface 2.10), including the API key; the e-mail flags are switches the desk sends back. */
export const accountDetailsSchema = z.object({
  id: identity(z.int()),
  user: identity(z.int()),
  api_key: identity(z.string()),
  system_emails: computed(z.boolean()),
  update_emails: computed(z.boolean()),
  notification_emails: computed(z.boolean()),
  timezone: shownText('timezone'),
  created_at: shownText('created_at'),
  updated_at: shownText('updated_at'),
});
/** Account details record. */
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** The credit balance; `remaining = available − used − frozen`. */
export const creditsSchema = z.object({
  available_credits: computed(z.int()),
  used_credits: computed(z.int()),
  frozen_credits: computed(z.int()),
  remaining_credits: computed(z.int()),
});
/** A credit balance. */
export type Credits = z.infer<typeof creditsSchema>;

/** One payment of `users/payments/`: the desk only lists payments (nothing is added up), so all but the id is shown only. */
export const paymentSchema = z.object({
  id: identity(z.int()),
  amount_cents: shownNumber('amount_cents'),
  currency: shownText('currency'),
  status: shownText('status'),
  description: shownText('description'),
  created_at: shownText('created_at'),
});
/** A payment record. */
export type Payment = z.infer<typeof paymentSchema>;

/** The login answer: a session token and its user. */
export const loginOutputSchema = z.object({ token: identity(z.string()), user: userSchema });
/** A login answer. */
export type LoginOutput = z.infer<typeof loginOutputSchema>;

/** A one-time code sent by e-mail: six digits. */
const otpSchema = z.int().min(0).max(999_999);
/** A new password. */
const newPasswordSchema = z.string().min(LIMITS.minPasswordLength).max(MAX_PASSWORD);

/** Account endpoints: login, registration, password reset, profile, credits, payments, API key. */
export const accountsEndpoints = {
  /** Exchanges e-mail and password for a session token. */
  login: endpoint({
    path: 'users/login',
    input: z.object({ email: z.string().min(1).max(MAX_EMAIL), password: z.string().min(1).max(MAX_PASSWORD) }),
    output: loginOutputSchema,
    auth: 'public',
  }),
  /** Ends the session token. */
  logout: endpoint({ path: 'users/logout', input: emptyInputSchema, output: messageOutputSchema }),
  /** E-mails a registration code to an unregistered address. */
  registerOtpSent: endpoint({
    path: 'users/register/otp/sent',
    input: z.object({ email: emailSchema }),
    output: messageOutputSchema,
    auth: 'public',
  }),
  /** Creates an account (the API key is provisioned at once). */
  register: endpoint({
    path: 'users/register',
    input: z.object({
      name: nameSchema,
      email: emailSchema,
      password: newPasswordSchema,
      otp: otpSchema,
      country: z.string().trim().min(1).max(64),
      business_name: z.string().max(MAX_NAME).optional(),
    }),
    output: userSchema,
    auth: 'public',
  }),
  /** E-mails a password-reset code. */
  passwordResetOtpSent: endpoint({
    path: 'users/password-reset/otp/sent',
    input: z.object({ email: emailSchema }),
    output: messageOutputSchema,
    auth: 'public',
  }),
  /** Sets a new password with a reset code; existing sessions end. */
  passwordReset: endpoint({
    path: 'users/password-reset',
    input: z.object({ email: emailSchema, otp: otpSchema, password: newPasswordSchema }),
    output: messageOutputSchema,
    auth: 'public',
  }),
  /** Reads the profile. */
  profile: endpoint({ path: 'users/profile', input: emptyInputSchema, output: profileSchema, retry: 'read' }),
  /** Updates profile fields and e-mail flags; answers with the account details. */
  profileUpdate: endpoint({
    path: 'users/profile/update',
    input: z.object({
      name: nameSchema.optional(),
      email: emailSchema.optional(),
      timezone: z.string().trim().min(1).max(64).optional(),
      system_emails: z.boolean().optional(),
      update_emails: z.boolean().optional(),
      notification_emails: z.boolean().optional(),
    }),
    output: accountDetailsSchema,
  }),
  /** Reads the credit balance. */
  credits: endpoint({ path: 'users/credits/', input: emptyInputSchema, output: creditsSchema, retry: 'read' }),
  /** Lists payments, newest first. */
  payments: endpoint({
    path: 'users/payments/',
    input: z.object({ skip: skipSchema, limit: limitSchema(LIMITS.paymentsListLimit) }),
    output: z.object({ total: computed(z.int()), items: z.array(paymentSchema) }),
    retry: 'read',
  }),
  /** Streams a payment's invoice PDF; `:id` is filled from the input. */
  invoice: endpoint({
    path: 'users/payments/:id/invoice.pdf',
    input: z.object({ id: idSchema }),
    output: fileBytesSchema,
    body: 'file',
    retry: 'read',
  }),
  /** Reads the account details, including the API key. */
  accountDetails: endpoint({
    path: 'users/account-details',
    input: emptyInputSchema,
    output: accountDetailsSchema,
    retry: 'read',
  }),
  /** Rotates the API key; the old key stops working at once. */
  apiKeyUpdate: endpoint({ path: 'users/api-key/update/', input: emptyInputSchema, output: messageOutputSchema }),
};
