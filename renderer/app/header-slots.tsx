import type { ComponentType } from 'react';
import { ConnectionBannerSlot } from '../features/connection/components/connection-banner-slot.tsx';
import { CreditBalanceSlot } from '../features/connection/components/credit-balance-slot.tsx';
import { FirstStartTour } from '../features/connection/components/first-start-tour.tsx';
import { ProfileSwitcherSlot } from '../features/connection/components/profile-switcher-slot.tsx';

/**
 * What fills the header. Features provide small components that read their own queries and render the
 * shared header components with plain props (ProfileSwitcher, CreditBalance, ConnectionBanner). The
 * app composes them here from the connection feature.
 * A null slot renders nothing.
 */
export const HEADER_SLOTS: {
  /** Left of the header: the profile switcher (with its SANDBOX badge). */
  profile: ComponentType | null;
  /** Right of the header: the credit balance. */
  credits: ComponentType | null;
  /** Full width under the header: the connection state banner. */
  connection: ComponentType | null;
  /** Over the shell: the first-start guided tour of the sidebar. */
  tour: ComponentType | null;
} = {
  profile: ProfileSwitcherSlot,
  credits: CreditBalanceSlot,
  connection: ConnectionBannerSlot,
  tour: FirstStartTour,
};
