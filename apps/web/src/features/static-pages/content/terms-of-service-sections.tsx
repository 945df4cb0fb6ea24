import { Link } from 'react-router';
import type { LegalSection } from '../components/legal-document';
import { platformTerms as terms } from './platform-terms';

export const termsOfServiceSections: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    content: (
      <p>
        These terms apply to everyone who uses this Causeway site: visitors, donors and the organizations that run
        campaigns. By creating an account, making a donation or publishing a campaign you agree to them. Please also
        read our <Link to="/privacy">Privacy Policy</Link>, which explains how we handle your information.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    content: (
      <ul>
        <li>You can browse and donate without an account. An account lets you track your gifts and manage them.</li>
        <li>The information you give us must be accurate, and you must be old enough to make payments by card.</li>
        <li>
          Keep your password to yourself. You are responsible for what happens in your account, and you should tell us
          straight away if you think someone else has used it.
        </li>
        <li>We may suspend an account that breaks these terms, after telling you why whenever we can.</li>
      </ul>
    ),
  },
  {
    id: 'donations',
    title: 'Donations',
    content: (
      <>
        <p>
          A donation is a voluntary gift to the organization running the campaign, not a purchase of goods or services.
          Donations can be from $1 to $100,000 and are charged to your card when you confirm them. You will receive a
          receipt by e-mail for every successful donation.
        </p>
        <p>
          Whether a donation is tax-deductible depends on the organization and on the tax rules where you live. The
          receipt shows the organization&apos;s details so that you can claim any relief you are entitled to.
        </p>
      </>
    ),
  },
  {
    id: 'recurring-gifts',
    title: 'Recurring gifts',
    content: (
      <>
        <p>
          A recurring gift is charged automatically every month, every quarter (3 months) or every year, starting on the
          day you set it up, until you pause or cancel it. By setting one up you authorize these repeated charges to
          your card.
        </p>
        <p>
          You can pause, resume or cancel a recurring gift at any time from your dashboard. Pausing stops charges
          without ending the gift; cancelling ends it for good. Cancelling stops future charges only: payments already
          made are covered by the refund rules below.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    content: (
      <p>
        Each successful card payment carries a processing fee of <strong>{terms.processingFee}</strong>, which is
        deducted from the amount paid out to the organization. We charge no other fee on donations. If we ever change
        our fees, we will announce it on this site before the change applies, and it will never affect a payment already
        made.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    content: (
      <p>
        You may ask for a refund <strong>within {terms.refundWindow}</strong> of a donation by writing to us through the{' '}
        <Link to="/contact">contact page</Link>. Tell us the e-mail address you used and the date and amount of the
        donation. Approved refunds go back to the card that was charged; your bank may take a few business days to show
        them. After {terms.refundWindow} the money may already have been paid out, so refunds are no longer possible.
      </p>
    ),
  },
  {
    id: 'campaign-creators',
    title: "Campaign creators' obligations",
    content: (
      <>
        <p>If you create a campaign, you promise that:</p>
        <ul>
          <li>you are authorized to raise money for the organization and cause you describe;</li>
          <li>everything in the campaign, including its story, goal and images, is true and yours to publish;</li>
          <li>the money raised will be used for the purpose described, and you will tell donors if plans change;</li>
          <li>you will post updates on progress and answer donors&apos; reasonable questions;</li>
          <li>you will meet the tax, reporting and fundraising rules that apply to you.</li>
        </ul>
        <p>
          Every campaign is reviewed before it is published; approval takes {terms.approvalTime}. We may pause or remove
          a campaign that breaks these terms, and refund its donors where needed.
        </p>
      </>
    ),
  },
  {
    id: 'payouts',
    title: 'Payouts',
    content: (
      <p>
        Funds are available <strong>{terms.payoutTime} after a campaign ends</strong>, less processing fees and any
        refunds. This gives card payments time to settle and donors time to raise any problem before the money leaves
        the platform.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>You must not use Causeway to:</p>
        <ul>
          <li>raise money for anything illegal, fraudulent or misleading;</li>
          <li>publish content that is hateful, harassing, violent or that infringes anyone&apos;s rights;</li>
          <li>test stolen cards, launder money or disguise where money comes from;</li>
          <li>probe, overload or break the site, or get around its security or rate limits;</li>
          <li>collect other people&apos;s personal information without their permission.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    content: (
      <>
        <p>
          We work hard to keep the site available and correct, but we provide it &quot;as is&quot;. Campaigns are run by
          independent organizations: we review them before they are published, but we cannot guarantee how each
          organization uses the money it raises.
        </p>
        <p>
          As far as the law allows, we are not liable for indirect or consequential losses, and our total liability to
          you is limited to the amount you paid through the site in the 12 months before the claim. Nothing in these
          terms limits rights you have by law that cannot be limited.
        </p>
      </>
    ),
  },
  {
    id: 'open-source',
    title: 'Open-source software',
    content: (
      <p>
        Causeway is open-source software. The licence of the code is separate from these terms: these terms govern this
        site and the service we run on it. Content you publish, such as campaign stories and updates, remains yours; you
        allow us to show it on this site and in the donation widgets you embed elsewhere.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms to reflect changes to the service or the law. We will update the date at the top of
        this page and, for significant changes, tell account holders by e-mail before they take effect. Continuing to
        use the site afterwards means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about these terms? Write to us through the <Link to="/contact">contact page</Link> or browse the{' '}
        <Link to="/help">Help Center</Link>. We respond within {terms.supportResponseTime}.
      </p>
    ),
  },
];
