import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Term, type LegalSection } from '../components/legal-document';
import { platformTerms as terms } from './platform-terms';

export const termsOfServiceSections: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: msg`About these terms`,
    content: (
      <p>
        <Trans>
          These terms apply to everyone who uses this Causeway site: visitors, donors and the organizations that run
          campaigns. By creating an account, making a donation or publishing a campaign you agree to them. Please also
          read our <Link to="/privacy">Privacy Policy</Link>, which explains how we handle your information.
        </Trans>
      </p>
    ),
  },
  {
    id: 'accounts',
    title: msg`Accounts`,
    content: (
      <ul>
        <li>
          <Trans>
            You can browse and donate without an account. An account lets you track your gifts and manage them.
          </Trans>
        </li>
        <li>
          <Trans>
            The information you give us must be accurate, and you must be old enough to make payments by card.
          </Trans>
        </li>
        <li>
          <Trans>
            Keep your password to yourself. You are responsible for what happens in your account, and you should tell us
            straight away if you think someone else has used it.
          </Trans>
        </li>
        <li>
          <Trans>We may suspend an account that breaks these terms, after telling you why whenever we can.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'donations',
    title: msg`Donations`,
    content: (
      <>
        <p>
          <Trans>
            A donation is a voluntary gift to the organization running the campaign, not a purchase of goods or
            services. Donations can be from $1 to $100,000 and are charged to your card when you confirm them. You will
            receive a receipt by e-mail for every successful donation.
          </Trans>
        </p>
        <p>
          <Trans>
            Whether a donation is tax-deductible depends on the organization and on the tax rules where you live. The
            receipt shows the organization&apos;s details so that you can claim any relief you are entitled to.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'recurring-gifts',
    title: msg`Recurring gifts`,
    content: (
      <>
        <p>
          <Trans>
            A recurring gift is charged automatically every month, every quarter (3 months) or every year, starting on
            the day you set it up, until you pause or cancel it. By setting one up you authorize these repeated charges
            to your card.
          </Trans>
        </p>
        <p>
          <Trans>
            You can pause, resume or cancel a recurring gift at any time from your dashboard. Pausing stops charges
            without ending the gift; cancelling ends it for good. Cancelling stops future charges only: payments already
            made are covered by the refund rules below.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: msg`Fees`,
    content: (
      <p>
        <Trans>
          Each successful card payment carries a processing fee of{' '}
          <strong>
            <Term of={terms.processingFee} />
          </strong>
          , which is deducted from the amount paid out to the organization. We charge no other fee on donations. If we
          ever change our fees, we will announce it on this site before the change applies, and it will never affect a
          payment already made.
        </Trans>
      </p>
    ),
  },
  {
    id: 'refunds',
    title: msg`Refunds`,
    content: (
      <p>
        <Trans>
          You may ask for a refund{' '}
          <strong>
            within <Term of={terms.refundWindow} />
          </strong>{' '}
          of a donation by writing to us through the <Link to="/contact">contact page</Link>. Tell us the e-mail address
          you used and the date and amount of the donation. Approved refunds go back to the card that was charged; your
          bank may take a few business days to show them. After <Term of={terms.refundWindow} /> the money may already
          have been paid out, so refunds are no longer possible.
        </Trans>
      </p>
    ),
  },
  {
    id: 'campaign-creators',
    title: msg`Campaign creators' obligations`,
    content: (
      <>
        <p>
          <Trans>If you create a campaign, you promise that:</Trans>
        </p>
        <ul>
          <li>
            <Trans>you are authorized to raise money for the organization and cause you describe;</Trans>
          </li>
          <li>
            <Trans>
              everything in the campaign, including its story, goal and images, is true and yours to publish;
            </Trans>
          </li>
          <li>
            <Trans>
              the money raised will be used for the purpose described, and you will tell donors if plans change;
            </Trans>
          </li>
          <li>
            <Trans>you will post updates on progress and answer donors&apos; reasonable questions;</Trans>
          </li>
          <li>
            <Trans>you will meet the tax, reporting and fundraising rules that apply to you.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Every campaign is reviewed before it is published; approval takes <Term of={terms.approvalTime} />. We may
            pause or remove a campaign that breaks these terms, and refund its donors where needed.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'payouts',
    title: msg`Payouts`,
    content: (
      <p>
        <Trans>
          Funds are available{' '}
          <strong>
            <Term of={terms.payoutTime} /> after a campaign ends
          </strong>
          , less processing fees and any refunds. This gives card payments time to settle and donors time to raise any
          problem before the money leaves the platform.
        </Trans>
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: msg`Acceptable use`,
    content: (
      <>
        <p>
          <Trans>You must not use Causeway to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>raise money for anything illegal, fraudulent or misleading;</Trans>
          </li>
          <li>
            <Trans>publish content that is hateful, harassing, violent or that infringes anyone&apos;s rights;</Trans>
          </li>
          <li>
            <Trans>test stolen cards, launder money or disguise where money comes from;</Trans>
          </li>
          <li>
            <Trans>probe, overload or break the site, or get around its security or rate limits;</Trans>
          </li>
          <li>
            <Trans>collect other people&apos;s personal information without their permission.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'liability',
    title: msg`Liability`,
    content: (
      <>
        <p>
          <Trans>
            We work hard to keep the site available and correct, but we provide it &quot;as is&quot;. Campaigns are run
            by independent organizations: we review them before they are published, but we cannot guarantee how each
            organization uses the money it raises.
          </Trans>
        </p>
        <p>
          <Trans>
            As far as the law allows, we are not liable for indirect or consequential losses, and our total liability to
            you is limited to the amount you paid through the site in the 12 months before the claim. Nothing in these
            terms limits rights you have by law that cannot be limited.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'open-source',
    title: msg`Open-source software`,
    content: (
      <p>
        <Trans>
          Causeway is open-source software. The licence of the code is separate from these terms: these terms govern
          this site and the service we run on it. Content you publish, such as campaign stories and updates, remains
          yours; you allow us to show it on this site and in the donation widgets you embed elsewhere.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to these terms`,
    content: (
      <p>
        <Trans>
          We may update these terms to reflect changes to the service or the law. We will update the date at the top of
          this page and, for significant changes, tell account holders by e-mail before they take effect. Continuing to
          use the site afterwards means you accept the new terms.
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
          Questions about these terms? Write to us through the <Link to="/contact">contact page</Link> or browse the{' '}
          <Link to="/help">Help Center</Link>. We respond within <Term of={terms.supportResponseTime} />.
        </Trans>
      </p>
    ),
  },
];
