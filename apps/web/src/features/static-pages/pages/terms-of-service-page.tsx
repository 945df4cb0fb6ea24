import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocument } from '../components/legal-document';
import { termsOfServiceSections } from '../content/terms-of-service-sections';

export function TermsOfServicePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Terms of Service`);
  return (
    <LegalDocument
      title={t`Terms of Service`}
      summary={t`The rules for donating, running a campaign and using this site, including our fees, refunds and when organizations receive their funds.`}
      sections={termsOfServiceSections}
    />
  );
}
