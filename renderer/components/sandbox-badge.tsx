/** Props of SandboxBadge. */
export interface SandboxBadgeProps {
  /** Text of the badge; "SANDBOX" unless a compact variant is needed. */
  label?: string;
}

/** The unmistakable marker that the active profile is the local sandbox, not the real service. */
export function SandboxBadge({ label = 'SANDBOX' }: SandboxBadgeProps) {
  return (
    <span className="sandbox-badge" title="Local sandbox: synthetic data, no real service or credits">
      {label}
    </span>
  );
}
