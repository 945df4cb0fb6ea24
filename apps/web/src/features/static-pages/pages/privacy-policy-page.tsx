import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocument } from '../components/legal-document';
import { privacyPolicySections } from '../content/privacy-policy-sections';

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Privacy Policy`);
  return (
    <LegalDocument
      title={t`Privacy Policy`}
      summary={t`What we collect when you give or run a campaign, why, and the choices you have. In short: we collect little, never see your card number, and never sell your data.`}
      sections={privacyPolicySections}
    />
  );
}
