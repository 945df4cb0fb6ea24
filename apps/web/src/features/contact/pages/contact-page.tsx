import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { platformTerms } from '@/features/static-pages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <>
      <PageHeader
        eyebrow="Contact Us"
        title="We'd love to hear from you"
        description={`Questions about a donation, a campaign or the platform? Send us a message and our team will get back to you within ${platformTerms.supportResponseTime}.`}
      />
      <div className="mx-auto grid w-full max-w-5xl items-start gap-10 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12 lg:px-8">
        <Card>
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <aside aria-labelledby="contact-details-title" className="lg:pt-6">
          <h2 id="contact-details-title" className="sr-only">
            Other ways to reach us
          </h2>
          <ContactDetails />
        </aside>
      </div>
    </>
  );
}
