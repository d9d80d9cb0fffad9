/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  /** users/account-details (key masked). */
  details: () => [...accountKeys.all, 'details'] as const,
  /** users/profile: name and e-mail. */
  profile: () => [...accountKeys.all, 'profile'] as const,
  /** users/credits/. */
  credits: () => [...accountKeys.all, 'credits'] as const,
  /** Every payments page. */
  payments: () => [...accountKeys.all, 'payments'] as const,
  /** One payments page. */
  paymentsPage: (skip: number, limit: number) => [...accountKeys.payments(), { skip, limit }] as const,
  /** What credentials the active profile holds (is a session there for rotation?). */
  credentials: () => [...accountKeys.all, 'credentials'] as const,
  /** settings/domains/ for the playground. */
  domains: () => [...accountKeys.all, 'domains'] as const,
  /** settings/officestore/stores/ for the playground. */
  stores: () => [...accountKeys.all, 'stores'] as const,
};
