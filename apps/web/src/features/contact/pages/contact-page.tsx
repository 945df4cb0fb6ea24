import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { platformTerms } from '@/features/static-pages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Contact Us`);
  const responseTime = i18n._(platformTerms.supportResponseTime);
  return (
    <>
      <PageHeader
        eyebrow={t`Contact Us`}
        title={t`We'd love to hear from you`}
        description={t`Questions about a donation, a campaign or the platform? Send us a message and our team will get back to you within ${responseTime}.`}
      />
      <div className="mx-auto grid w-full max-w-5xl items-start gap-10 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12 lg:px-8">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Send us a message</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>All fields are required.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <aside aria-labelledby="contact-details-title" className="lg:pt-6">
          <h2 id="contact-details-title" className="sr-only">
            <Trans>Other ways to reach us</Trans>
          </h2>
          <ContactDetails />
        </aside>
      </div>
    </>
  );
}
