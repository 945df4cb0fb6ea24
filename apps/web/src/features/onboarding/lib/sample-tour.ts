import type { SlideFormValues, StepFormValues } from './tour-form';
import { newSlide, newStep } from './tour-form';

/**
 * Generate Sample (section 9): three slides and four steps of a donation-themed tour, its last step closing it.
 * The steps point at parts of the donor dashboard that every account has; a part not on screen (the sidebar on a
 * phone) is skipped by the runtime.
 */
export function sampleSlides(): SlideFormValues[] {
  return [
    {
      ...newSlide(),
      title: 'Welcome to Causeway',
      content: '<p>Thank you for joining us! Here every gift goes straight to a cause <strong>you</strong> choose.</p>',
    },
    {
      ...newSlide(),
      title: 'Give in a few clicks',
      content:
        '<p>Pick a campaign, choose an amount and give <em>once</em> or <em>every month</em>. Your card details go straight to our payment provider.</p>',
    },
    {
      ...newSlide(),
      title: 'See your impact',
      content: '<p>Your dashboard keeps every gift and receipt in one place. Let us show you around.</p>',
    },
  ];
}

export function sampleSteps(): StepFormValues[] {
  return [
    {
      ...newStep(),
      stepId: 'dashboard-welcome',
      title: 'Your dashboard',
      content: '<p>This is your home on Causeway: everything about your giving starts here.</p>',
      target: 'main h1',
      disableBeacon: true,
    },
    {
      ...newStep(),
      stepId: 'giving-summary',
      title: 'Your giving at a glance',
      content: '<p>Your total given, the causes you support and your gifts this year.</p>',
      target: 'section[aria-label="Your giving summary"]',
      disableBeacon: true,
    },
    {
      ...newStep(),
      stepId: 'main-navigation',
      title: 'Find your way',
      content: '<p>Use the menu to browse campaigns and come back to your dashboard.</p>',
      target: 'nav[aria-label="Main"]',
      placement: 'right',
      disableBeacon: true,
    },
    {
      ...newStep(),
      stepId: 'all-set',
      title: 'You are all set!',
      content: '<p>Browse the campaigns and make your first gift whenever you are ready.</p>',
      target: 'body',
      placement: 'center',
      action: 'close',
      disableBeacon: true,
    },
  ];
}
