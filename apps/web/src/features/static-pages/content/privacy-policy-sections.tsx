import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { contactSubjectLabels } from '@causeway/contracts';
import { Link } from 'react-router';
import { useContractText } from '@/lib/i18n';
import { Term, type LegalSection } from '../components/legal-document';
import { platformTerms as terms } from './platform-terms';

/** The contact form's subject, as the form shows it: the contracts' label, in the page's language. */
function GeneralSubject() {
  const contractText = useContractText();
  return contractText(contactSubjectLabels.general);
}

// A node, so the sentence keeps its `{generalSubject}` and the label is translated as the page renders.
const generalSubject = <GeneralSubject />;

export const privacyPolicySections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: msg`Who we are`,
    content: (
      <>
        <p>
          <Trans>
            This policy explains what personal information we collect when you use Causeway to browse campaigns, donate
            or run a campaign, why we collect it, and the choices you have. &quot;We&quot; and &quot;us&quot; mean the
            organization that operates this Causeway site.
          </Trans>
        </p>
        <p>
          <Trans>
            We collect only what we need to process your gifts, keep your account working and answer your questions.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: msg`Information we collect`,
    content: (
      <>
        <ul>
          <li>
            <Trans>
              <strong>Account details</strong>: your e-mail address, username and, if you give them, your first and last
              name. Your password is stored only as a one-way hash that cannot be turned back into the password.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Donation details</strong>: the campaign, amount, date and status of each donation, the schedule of
              any recurring gift, and whether you chose to give anonymously. When you give as a guest, we also keep the
              name and e-mail address you enter so that we can send your receipt.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Messages</strong>: what you write to us through the contact form, with the name and e-mail address
              you give.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Technical data</strong>: your IP address and browser details in our server logs and error reports,
              used to keep the service secure, limit abuse and fix problems.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'card-payments',
    title: msg`Card payments`,
    content: (
      <>
        <p>
          <Trans>
            Card payments are handled by <strong>Stripe</strong>, our payment provider. You enter your card details in
            Stripe&apos;s secure payment form, and they go straight to Stripe. Your full card number and security code
            are never sent to or stored by us.
          </Trans>
        </p>
        <p>
          <Trans>
            If you save a card for later, we keep only what Stripe tells us to show it to you: the card brand, the last
            four digits and the expiry date. Stripe processes your payment information under its own{' '}
            <a href="https://stripe.com/privacy" target="_blank" rel="noreferrer">
              privacy policy
            </a>
            .
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: msg`How we use your information`,
    content: (
      <>
        <ul>
          <li>
            <Trans>to process your donations and recurring gifts and send you receipts and statements;</Trans>
          </li>
          <li>
            <Trans>to let the organization running a campaign issue receipts and thank its supporters;</Trans>
          </li>
          <li>
            <Trans>to run your account, show your giving history and keep it secure;</Trans>
          </li>
          <li>
            <Trans>to answer your messages and requests;</Trans>
          </li>
          <li>
            <Trans>to prevent fraud and abuse and meet our legal and accounting obligations.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We do not sell your personal information, and we do not use it for advertising.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: msg`Cookies`,
    content: (
      <>
        <p>
          <Trans>
            We use a single cookie: a <strong>session cookie</strong> that keeps you signed in after you log in. It
            holds a random identifier, cannot be read by scripts on the page, and is removed when you sign out or the
            session expires. We use no advertising, analytics or tracking cookies.
          </Trans>
        </p>
        <p>
          <Trans>
            Your choice of light or dark theme is remembered in your browser&apos;s local storage. It stays on your
            device and is never sent to us.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'email',
    title: msg`E-mail`,
    content: (
      <p>
        <Trans>
          We send e-mail only about things you have done or asked for: donation receipts, notices about your recurring
          gifts, messages about your account, and replies to your questions. We do not send marketing e-mail, and we do
          not share your address with anyone for their own mailing lists.
        </Trans>
      </p>
    ),
  },
  {
    id: 'sharing',
    title: msg`Who we share information with`,
    content: (
      <ul>
        <li>
          <Trans>
            <strong>The organization running the campaign</strong> you support receives your name, e-mail address and
            donation details so that it can issue receipts. If you give anonymously, your name is not shown to the
            public.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Service providers</strong> that work for us, such as Stripe for payments and our e-mail provider,
            only to the extent they need to provide their service.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Authorities</strong>, when the law requires it.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: msg`How long we keep information`,
    content: (
      <ul>
        <li>
          <Trans>
            Donation records are kept for as long as tax and accounting law requires, because they back the receipts we
            issue.
          </Trans>
        </li>
        <li>
          <Trans>
            Account details are kept while your account is open and deleted when you ask us to close it, except the
            donation records above.
          </Trans>
        </li>
        <li>
          <Trans>A sign-in session ends when you sign out, or after 30 days without use.</Trans>
        </li>
        <li>
          <Trans>
            Contact messages, server logs and error reports are kept only as long as we need them to answer you,
            investigate problems and protect the service.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: msg`Your rights`,
    content: (
      <>
        <p>
          <Trans>You can ask us at any time to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>see the personal information we hold about you;</Trans>
          </li>
          <li>
            <Trans>correct information that is wrong;</Trans>
          </li>
          <li>
            <Trans>
              give you a copy of your data (signed-in donors can download their donations with Export Data on the
              dashboard);
            </Trans>
          </li>
          <li>
            <Trans>delete your account and the information we are not required to keep;</Trans>
          </li>
          <li>
            <Trans>stop using your information for a particular purpose.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            You may also complain to the data protection authority where you live. We would appreciate the chance to put
            things right first.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: msg`Security`,
    content: (
      <p>
        <Trans>
          The site is served only over encrypted connections. Access to personal information is limited to the people
          who need it to run the service, and passwords and session identifiers are stored in forms that cannot be
          replayed if our database were ever exposed. No system is perfectly secure, so we will tell you without delay
          if a breach affects your information.
        </Trans>
      </p>
    ),
  },
  {
    id: 'children',
    title: msg`Children`,
    content: (
      <p>
        <Trans>
          Causeway is not meant for children under 13, and we do not knowingly collect their information. Donations must
          be made by adults or with the permission of a parent or guardian.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to this policy`,
    content: (
      <p>
        <Trans>
          When we change this policy we update the date at the top of this page. If a change affects how we use
          information you have already given us, we will tell signed-in users by e-mail before it takes effect.
        </Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg`Contact us`,
    content: (
      <p>
        <Trans>
          Questions about this policy or your information? Write to us through the{' '}
          <Link to="/contact">contact page</Link> and choose &quot;{generalSubject}&quot;. We respond within{' '}
          <Term of={terms.supportResponseTime} />.
        </Trans>
      </p>
    ),
  },
];
