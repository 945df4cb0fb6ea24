import { contactSubjectLabels } from '@causeway/contracts';
import { Link } from 'react-router';
import type { LegalSection } from '../components/legal-document';
import { platformTerms as terms } from './platform-terms';

export const privacyPolicySections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          This policy explains what personal information we collect when you use Causeway to browse campaigns, donate or
          run a campaign, why we collect it, and the choices you have. &quot;We&quot; and &quot;us&quot; mean the
          organization that operates this Causeway site.
        </p>
        <p>We collect only what we need to process your gifts, keep your account working and answer your questions.</p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <ul>
          <li>
            <strong>Account details</strong>: your e-mail address, username and, if you give them, your first and last
            name. Your password is stored only as a one-way hash that cannot be turned back into the password.
          </li>
          <li>
            <strong>Donation details</strong>: the campaign, amount, date and status of each donation, the schedule of
            any recurring gift, and whether you chose to give anonymously. When you give as a guest, we also keep the
            name and e-mail address you enter so that we can send your receipt.
          </li>
          <li>
            <strong>Messages</strong>: what you write to us through the contact form, with the name and e-mail address
            you give.
          </li>
          <li>
            <strong>Technical data</strong>: your IP address and browser details in our server logs and error reports,
            used to keep the service secure, limit abuse and fix problems.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'card-payments',
    title: 'Card payments',
    content: (
      <>
        <p>
          Card payments are handled by <strong>Stripe</strong>, our payment provider. You enter your card details in
          Stripe&apos;s secure payment form, and they go straight to Stripe. Your full card number and security code are
          never sent to or stored by us.
        </p>
        <p>
          If you save a card for later, we keep only what Stripe tells us to show it to you: the card brand, the last
          four digits and the expiry date. Stripe processes your payment information under its own{' '}
          <a href="https://stripe.com/privacy" target="_blank" rel="noreferrer">
            privacy policy
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    content: (
      <>
        <ul>
          <li>to process your donations and recurring gifts and send you receipts and statements;</li>
          <li>to let the organization running a campaign issue receipts and thank its supporters;</li>
          <li>to run your account, show your giving history and keep it secure;</li>
          <li>to answer your messages and requests;</li>
          <li>to prevent fraud and abuse and meet our legal and accounting obligations.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use it for advertising.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <>
        <p>
          We use a single cookie: a <strong>session cookie</strong> that keeps you signed in after you log in. It holds
          a random identifier, cannot be read by scripts on the page, and is removed when you sign out or the session
          expires. We use no advertising, analytics or tracking cookies.
        </p>
        <p>
          Your choice of light or dark theme is remembered in your browser&apos;s local storage. It stays on your device
          and is never sent to us.
        </p>
      </>
    ),
  },
  {
    id: 'email',
    title: 'E-mail',
    content: (
      <p>
        We send e-mail only about things you have done or asked for: donation receipts, notices about your recurring
        gifts, messages about your account, and replies to your questions. We do not send marketing e-mail, and we do
        not share your address with anyone for their own mailing lists.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share information with',
    content: (
      <ul>
        <li>
          <strong>The organization running the campaign</strong> you support receives your name, e-mail address and
          donation details so that it can issue receipts. If you give anonymously, your name is not shown to the public.
        </li>
        <li>
          <strong>Service providers</strong> that work for us, such as Stripe for payments and our e-mail provider, only
          to the extent they need to provide their service.
        </li>
        <li>
          <strong>Authorities</strong>, when the law requires it.
        </li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    content: (
      <ul>
        <li>
          Donation records are kept for as long as tax and accounting law requires, because they back the receipts we
          issue.
        </li>
        <li>
          Account details are kept while your account is open and deleted when you ask us to close it, except the
          donation records above.
        </li>
        <li>A sign-in session ends when you sign out, or after 30 days without use.</li>
        <li>
          Contact messages, server logs and error reports are kept only as long as we need them to answer you,
          investigate problems and protect the service.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>You can ask us at any time to:</p>
        <ul>
          <li>see the personal information we hold about you;</li>
          <li>correct information that is wrong;</li>
          <li>
            give you a copy of your data (signed-in donors can download their donations with Export Data on the
            dashboard);
          </li>
          <li>delete your account and the information we are not required to keep;</li>
          <li>stop using your information for a particular purpose.</li>
        </ul>
        <p>
          You may also complain to the data protection authority where you live. We would appreciate the chance to put
          things right first.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        The site is served only over encrypted connections. Access to personal information is limited to the people who
        need it to run the service, and passwords and session identifiers are stored in forms that cannot be replayed if
        our database were ever exposed. No system is perfectly secure, so we will tell you without delay if a breach
        affects your information.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Causeway is not meant for children under 13, and we do not knowingly collect their information. Donations must
        be made by adults or with the permission of a parent or guardian.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects how we use
        information you have already given us, we will tell signed-in users by e-mail before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about this policy or your information? Write to us through the <Link to="/contact">contact page</Link>{' '}
        and choose &quot;{contactSubjectLabels.general}&quot;. We respond within {terms.supportResponseTime}.
      </p>
    ),
  },
];
