import { useId } from 'react';
import type { ReactNode } from 'react';

/** Props of SettingsSection. */
export interface SettingsSectionProps {
  title: string;
  /** One line under the title saying what the section is for. */
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of one Settings section: a titled region, so each is a landmark screen readers can jump to. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const id = useId();
  return (
    <section className="panel settings-section" aria-labelledby={id}>
      <header className="settings-section__header">
        <h2 id={id} className="settings-section__title">
          {title}
        </h2>
        {description && <p className="settings-section__description">{description}</p>}
      </header>
      <div className="settings-section__body">{children}</div>
    </section>
  );
}
