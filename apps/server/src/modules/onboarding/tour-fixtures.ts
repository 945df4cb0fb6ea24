import { defaultTourSettings, type OnboardingSettingsInput } from '@causeway/contracts';

/** A valid editor payload; tests override what they are about. */
export function tourPayload(overrides: Partial<OnboardingSettingsInput> = {}): OnboardingSettingsInput {
  return {
    isEnabled: true,
    name: 'Welcome Tour',
    description: 'Help new users get started with the platform',
    userType: 'all',
    triggerEvent: 'first_login',
    showIntroSlides: true,
    settings: { ...defaultTourSettings },
    slides: [{ title: 'Welcome', content: '<p>Hello <b>friend</b></p>', mediaType: 'none' }],
    steps: [
      { stepId: 'dashboard', title: 'Your dashboard', content: '<p>All your gifts</p>', target: 'body' },
      { stepId: 'campaigns', title: 'Campaigns', content: '<p>Find a cause</p>', target: 'body' },
      { stepId: 'done', title: 'Done', content: '<p>Enjoy</p>', target: 'body', action: 'close' },
    ],
    ...overrides,
  };
}
