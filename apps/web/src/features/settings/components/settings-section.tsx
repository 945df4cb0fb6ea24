import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SubmitButton } from '@/components/ui/submit-button';

type SettingsSectionProps = {
  title: string;
  description: ReactNode;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  saveLabel: string;
  /** Shown above the form, e.g. the Payment tab's provider status. */
  before?: ReactNode;
  children: ReactNode;
};

/** One tab's card: its title, its form and the form's Save button ('Saving...' while the request runs). */
export function SettingsSection({
  title,
  description,
  onSubmit,
  pending,
  saveLabel,
  before,
  children,
}: SettingsSectionProps) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {before}
        <form onSubmit={onSubmit} noValidate className="grid gap-6">
          {children}
          <SubmitButton className="w-full sm:w-auto sm:justify-self-start" busy={pending} busyLabel={t`Saving...`}>
            {saveLabel}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
