import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocument } from '../components/legal-document';
import { termsOfServiceSections } from '../content/terms-of-service-sections';

export function TermsOfServicePage() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalDocument
      title="Terms of Service"
      summary="The rules for donating, running a campaign and using this site, including our fees, refunds and when organizations receive their funds."
      sections={termsOfServiceSections}
    />
  );
}
