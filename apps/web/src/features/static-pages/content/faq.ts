import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FaqCategory } from '../lib/filter-faq';
import { platformTerms as terms } from './platform-terms';

/**
 * The Help Center's questions (spec section 2): 5 categories, with the platform's stated terms, in the page's language
 * (the search filters the text the visitor reads).
 */
export function faqCategoriesIn(i18n: I18n): readonly FaqCategory[] {
  const _ = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const approvalTime = _(terms.approvalTime);
  const payoutTime = _(terms.payoutTime);
  const responseTime = _(terms.supportResponseTime);
  const processingFee = _(terms.processingFee);
  const refundWindow = _(terms.refundWindow);
  return [
    {
      id: 'donations',
      title: _(msg`Donations`),
      items: [
        {
          id: 'how-to-donate',
          question: _(msg`How do I make a donation?`),
          answer: _(
            msg`Open a campaign you want to support and choose Donate. Pick one of the suggested amounts or type your own (from $1 up to $100,000), choose to give once or on a recurring schedule, and pay by card. You will see a confirmation page as soon as your payment goes through.`,
          ),
        },
        {
          id: 'guest-donation',
          question: _(msg`Can I donate without creating an account?`),
          answer: _(
            msg`Yes. Guests can give without an account: you only need to enter your first name, last name and e-mail address so that we can send your receipt. Creating a free account lets you see your full giving history and manage recurring gifts later.`,
          ),
        },
        {
          id: 'tax-receipts',
          question: _(msg`Are donations tax-deductible, and will I get a receipt?`),
          answer: _(
            msg`Donations to registered charitable organizations are generally tax-deductible; whether yours is depends on the organization running the campaign and the tax rules where you live. A receipt is e-mailed to you after every successful donation, and signed-in donors can download receipts and a yearly statement from their dashboard.`,
          ),
        },
        {
          id: 'anonymous',
          question: _(msg`Can I give anonymously?`),
          answer: _(
            msg`Yes. Turn on the anonymous option on the donation form and your name will not be shown with your gift on the campaign. The organization still receives the details it needs to issue your receipt.`,
          ),
        },
        {
          id: 'payment-methods',
          question: _(msg`Which payment methods do you accept?`),
          answer: _(
            msg`We accept major credit and debit cards. Payments are processed by Stripe over an encrypted connection, and your card number is entered in Stripe's secure form: it never reaches or is stored on our servers.`,
          ),
        },
      ],
    },
    {
      id: 'recurring-giving',
      title: _(msg`Recurring giving`),
      items: [
        {
          id: 'recurring-options',
          question: _(msg`How often can a recurring donation be charged?`),
          answer: _(
            msg`You can choose a monthly, quarterly (every 3 months) or yearly recurring donation. The first payment is taken when you sign up, and each later payment is charged automatically on the same schedule.`,
          ),
        },
        {
          id: 'manage-recurring',
          question: _(msg`Can I pause, resume or cancel a recurring gift?`),
          answer: _(
            msg`Yes, at any time from your dashboard. Pausing stops future charges without cancelling the gift, and resuming starts them again. Cancelling is final: no further payments are taken, and you can always set up a new gift later.`,
          ),
        },
        {
          id: 'recurring-account',
          question: _(msg`Do I need an account for a recurring donation?`),
          answer: _(
            msg`Recurring gifts are managed from the donor dashboard, so we recommend signing in or creating a free account before you set one up. That way you can pause, resume or cancel the gift and update your card yourself.`,
          ),
        },
        {
          id: 'recurring-receipts',
          question: _(msg`Will I get a receipt for every recurring payment?`),
          answer: _(
            msg`Yes. Every successful payment of a recurring gift is recorded as its own donation, and a receipt is e-mailed for each one. Your dashboard lists them all, and the yearly statement adds them up for your tax return.`,
          ),
        },
        {
          id: 'update-card',
          question: _(msg`How do I change the card used for my recurring gift?`),
          answer: _(
            msg`Add the new card in the Payment Methods tab of your dashboard and make it your default. Future payments of your recurring gifts use your default card.`,
          ),
        },
      ],
    },
    {
      id: 'campaigns',
      title: _(msg`Campaigns`),
      items: [
        {
          id: 'start-campaign',
          question: _(msg`How do I start a campaign?`),
          answer: _(
            msg`Choose "Start a Campaign" and sign in with an organizer account. Describe your cause, set a goal and an end date, and add a photo. Every campaign is reviewed before it goes live, and approval takes ${approvalTime}.`,
          ),
        },
        {
          id: 'funds-available',
          question: _(msg`When do campaign organizers receive the money?`),
          answer: _(
            msg`Funds are available ${payoutTime} after a campaign ends. That window lets card payments settle and leaves time to handle any refund requests before the money is paid out.`,
          ),
        },
        {
          id: 'campaign-ends',
          question: _(msg`What happens when a campaign ends?`),
          answer: _(
            msg`When a campaign reaches its end date it is marked as Ended and stops accepting donations. Its page stays online so donors can read the story and the organizer's updates about how the money is used.`,
          ),
        },
        {
          id: 'legitimate',
          question: _(msg`How do I know a campaign is genuine?`),
          answer: _(
            msg`Every campaign is reviewed before it is published, and organizers agree to use the funds as described. Campaign pages show the organization behind the cause and the updates it posts. If something looks wrong, contact us and we will look into it.`,
          ),
        },
        {
          id: 'embed-widget',
          question: _(msg`Can I add a donation button to my own website?`),
          answer: _(
            msg`Yes. Every active campaign has an embeddable donation widget. Organizers choose Get Embed Code in the campaign list, adjust its colours and suggested amounts, and paste the code into any web page, so supporters can give without leaving the site.`,
          ),
        },
      ],
    },
    {
      id: 'account-security',
      title: _(msg`Account & security`),
      items: [
        {
          id: 'why-account',
          question: _(msg`What are the benefits of creating an account?`),
          answer: _(
            msg`With a free account you can see every donation you have made, download receipts and yearly statements, save cards for faster giving, and pause, resume or cancel recurring gifts. You can still give as a guest whenever you like.`,
          ),
        },
        {
          id: 'card-security',
          question: _(msg`How is my payment information protected?`),
          answer: _(
            msg`Card details are handled by Stripe, a certified payment provider, and are never stored on our servers. The whole site is served over an encrypted connection, and your account password is stored only as a strong one-way hash.`,
          ),
        },
        {
          id: 'export-data',
          question: _(msg`Can I download a copy of my donation history?`),
          answer: _(
            msg`Yes. Choose Export Data on your dashboard to download all your donations as a spreadsheet (CSV file), or Tax Receipt to download a PDF statement of your donations for any year.`,
          ),
        },
        {
          id: 'delete-account',
          question: _(msg`How do I close my account?`),
          answer: _(
            msg`Send us a message through the contact form from the e-mail address on your account and we will close it. We keep donation records that the law requires for tax purposes; everything else is deleted. We respond within ${responseTime}.`,
          ),
        },
      ],
    },
    {
      id: 'fees-refunds',
      title: _(msg`Fees & refunds`),
      items: [
        {
          id: 'fees',
          question: _(msg`What fees are taken from my donation?`),
          answer: _(
            msg`The only fee is card processing: ${processingFee} per successful transaction. On a $50 donation that is $1.75, so $48.25 goes to the campaign. Where the organization offers it, you can choose to cover the fee so the campaign receives your full gift.`,
          ),
        },
        {
          id: 'refund-window',
          question: _(msg`Can I get a refund?`),
          answer: _(
            msg`Yes, refund requests are accepted within ${refundWindow} of the donation. Contact us with the e-mail address you gave and the date and amount of the donation. Approved refunds go back to the card you used; your bank may take a few business days to show them.`,
          ),
        },
        {
          id: 'support-response',
          question: _(msg`How quickly will support answer my question?`),
          answer: _(
            msg`Our support team responds within ${responseTime}, including to refund requests. Use the contact form and choose the subject that fits best so your message reaches the right person.`,
          ),
        },
        {
          id: 'recurring-refund',
          question: _(msg`I was charged for a recurring gift I meant to cancel. What can I do?`),
          answer: _(
            msg`Cancel the gift from your dashboard first so no further payments are taken, then contact us within ${refundWindow} of the charge and we will refund it.`,
          ),
        },
      ],
    },
  ];
}
