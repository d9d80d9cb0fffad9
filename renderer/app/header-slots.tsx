import type { ComponentType } from 'react';

/**
 * What fills the header. Features provide small components that read their own queries and render the
 * shared header components with plain props (ProfileSwitcher, CreditBalance, ConnectionBanner). The
 * app composes them here, e.g. `credits: CreditBalanceSlot` imported from the account feature.
 * A null slot renders nothing.
 */
export const HEADER_SLOTS: {
  /** Left of the header: the profile switcher (with its SANDBOX badge). */
  profile: ComponentType | null;
  /** Right of the header: the credit balance. */
  credits: ComponentType | null;
  /** Full width under the header: the connection state banner. */
  connection: ComponentType | null;
} = {
  profile: null,
  credits: null,
  connection: null,
};
