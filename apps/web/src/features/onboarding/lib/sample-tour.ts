import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SlideFormValues, StepFormValues } from './tour-form';
import { newSlide, newStep } from './tour-form';

/** A paragraph of the sample's HTML content, its words from the catalogue (inline tags stay in the message). */
const paragraph = (text: string) => `<p>${text}</p>`;

/**
 * Generate Sample (section 9): three slides and four steps of a donation-themed tour, its last step closing it.
 * The steps point at parts of the donor dashboard that every account has; a part not on screen (the sidebar on a
 * phone) is skipped by the runtime. The texts are written in the administrator's language: once saved they are
 * the tour's own words, shown as written whatever the visitor's language.
 */
export function sampleSlides(i18n: I18n): SlideFormValues[] {
  return [
    {
      ...newSlide(i18n),
      title: i18n._(msg`Welcome to Causeway`),
      content: paragraph(
        i18n._(msg`Thank you for joining us! Here every gift goes straight to a cause <strong>you</strong> choose.`),
      ),
    },
    {
      ...newSlide(i18n),
      title: i18n._(msg`Give in a few clicks`),
      content: paragraph(
        i18n._(
          msg`Pick a campaign, choose an amount and give <em>once</em> or <em>every month</em>. Your card details go straight to our payment provider.`,
        ),
      ),
    },
    {
      ...newSlide(i18n),
      title: i18n._(msg`See your impact`),
      content: paragraph(
        i18n._(msg`Your dashboard keeps every gift and receipt in one place. Let us show you around.`),
      ),
    },
  ];
}

export function sampleSteps(i18n: I18n): StepFormValues[] {
  return [
    {
      ...newStep(),
      stepId: 'dashboard-welcome',
      title: i18n._(msg`Your dashboard`),
      content: paragraph(i18n._(msg`This is your home on Causeway: everything about your giving starts here.`)),
      target: 'main h1',
      disableBeacon: true,
    },
    {
      ...newStep(),
      stepId: 'giving-summary',
      title: i18n._(msg`Your giving at a glance`),
      content: paragraph(i18n._(msg`Your total given, the causes you support and your gifts this year.`)),
      // Hooks that read the same in every language (the labels are translated, issue 26).
      target: '[data-tour="giving-summary"]',
      disableBeacon: true,
    },
    {
      ...newStep(),
      stepId: 'main-navigation',
      title: i18n._(msg`Find your way`),
      content: paragraph(i18n._(msg`Use the menu to browse campaigns and come back to your dashboard.`)),
      target: '[data-tour="main-navigation"]',
      placement: 'right',
      disableBeacon: true,
    },
    {
      ...newStep(),
      stepId: 'all-set',
      title: i18n._(msg`You are all set!`),
      content: paragraph(i18n._(msg`Browse the campaigns and make your first gift whenever you are ready.`)),
      target: 'body',
      placement: 'center',
      action: 'close',
      disableBeacon: true,
    },
  ];
}
