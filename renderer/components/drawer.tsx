import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

/** Props of Drawer: a modal panel along the right edge, for details and side forms. */
export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Narrow (360px) or wide (560px). */
  size?: 'md' | 'lg';
  closeOnBackdrop?: boolean;
}

/** A side sheet with the Dialog's focus, Escape and labelling behaviour. */
export function Drawer({ size = 'md', ...props }: DrawerProps) {
  return <Dialog {...props} size={size} placement="end" />;
}
