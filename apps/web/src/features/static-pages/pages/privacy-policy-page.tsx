import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocument } from '../components/legal-document';
import { privacyPolicySections } from '../content/privacy-policy-sections';

export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="What we collect when you give or run a campaign, why, and the choices you have. In short: we collect little, never see your card number, and never sell your data."
      sections={privacyPolicySections}
    />
  );
}
