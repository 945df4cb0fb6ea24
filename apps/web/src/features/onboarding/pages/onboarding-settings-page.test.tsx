// @vitest-environment jsdom
import {
  defaultTour,
  defaultTourSettings,
  onboardingOperations,
  onboardingSettingsInputSchema,
} from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { OnboardingSettingsPage } from './onboarding-settings-page';

type Tour = Fixture<typeof onboardingOperations.settings>;
type Step = Tour['steps'][number];

const donateStep: Step = {
  stepId: 'step-donate',
  title: 'Give in a minute',
  content: '<p>Pick an amount and pay.</p>',
  target: '#donate-button',
  placement: 'bottom',
  showNext: true,
  showBack: true,
  showSkip: true,
  action: 'next',
  redirectUrl: null,
  delay: 0,
  spotlightPadding: 10,
  disableBeacon: false,
  order: 0,
};

// Without intro slides, so only the configuration and the steps are on the page.
function tour(steps: Step[] = []): Tour {
  return { id: 1, ...defaultTour, showIntroSlides: false, settings: defaultTourSettings, slides: [], steps };
}

/** Saving answers the tour as stored: what was sent, parsed as the server parses it, in order. */
function mockSave() {
  return mockOperation(onboardingOperations.saveSettings, (call) => {
    const stored = onboardingSettingsInputSchema.parse(call.body);
    return {
      message: 'Onboarding settings saved',
      settings: {
        ...stored,
        id: 1,
        slides: stored.slides.map((slide, order) => ({ ...slide, order })),
        steps: stored.steps.map((step, order) => ({ ...step, order })),
      },
    };
  });
}

function openEditor(saved: Tour = tour()) {
  mockOperation(onboardingOperations.settings, saved);
  return renderWithProviders(<OnboardingSettingsPage />, { route: '/admin/onboarding' });
}

const stepsCard = () => screen.getByRole('region', { name: 'Interactive Tour Steps' });
const field = (name: string) => within(stepsCard()).getByRole('textbox', { name });

describe('the onboarding editor', () => {
  it('asks for the name and description, and sends nothing until they are there', async () => {
    const save = mockSave();
    const { user } = openEditor();

    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Name is required')).toBeDefined();
    expect(screen.getByText('Description is required')).toBeDefined();
    expect(within(await findToast('Save Failed')).getByText('Please correct the highlighted fields.')).toBeDefined();
    expect(save.calls).toHaveLength(0);
  });

  it('adds a step, asks for its title and content, and saves it as typed', async () => {
    const save = mockSave();
    const { user } = openEditor();

    await user.click(await screen.findByRole('button', { name: 'Add Step' }));
    const stepId = within(stepsCard()).getByRole<HTMLInputElement>('textbox', { name: 'Step ID' }).value;
    expect(stepId).toMatch(/^step-[0-9a-f]{8}$/);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await within(stepsCard()).findByText('Step title is required')).toBeDefined();
    expect(within(stepsCard()).getByText('Step content is required')).toBeDefined();
    expect(save.calls).toHaveLength(0);

    await user.type(field('Step title'), 'Find a campaign');
    await user.type(field('Step content (HTML)'), '<p>Browse causes near you.</p>');
    await user.clear(field('Target (CSS selector)'));
    await user.type(field('Target (CSS selector)'), '#campaign-list');
    await user.selectOptions(within(stepsCard()).getByRole('combobox', { name: 'Action' }), 'Open a page');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await within(stepsCard()).findByText('Redirect URL is required when the action is redirect')).toBeDefined();
    await user.type(field('Redirect URL'), '/campaigns');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(
      within(await findToast('Settings Saved')).getByText('Your onboarding experience has been updated successfully'),
    ).toBeDefined();
    expect(save.calls).toHaveLength(1);
    expect((save.calls[0]!.body as Tour).steps).toEqual([
      {
        stepId,
        title: 'Find a campaign',
        content: '<p>Browse causes near you.</p>',
        target: '#campaign-list',
        placement: 'bottom',
        showNext: true,
        showBack: true,
        showSkip: true,
        action: 'redirect',
        redirectUrl: '/campaigns',
        delay: 0,
        spotlightPadding: 10,
        disableBeacon: false,
      },
    ]);
  });

  it('edits a saved step and keeps its Step ID', async () => {
    const save = mockSave();
    const { user } = openEditor(tour([donateStep]));

    await screen.findByRole('region', { name: 'Interactive Tour Steps' });
    await user.clear(field('Step title'));
    await user.type(field('Step title'), 'Give in two minutes');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await findToast('Settings Saved')).toBeDefined();
    expect((save.calls[0]!.body as Tour).steps).toEqual([
      expect.objectContaining({ stepId: 'step-donate', title: 'Give in two minutes', target: '#donate-button' }),
    ]);
  });

  it("shows the server's message when the save is refused", async () => {
    mockOperation(
      onboardingOperations.saveSettings,
      apiError(400, { code: 'VALIDATION_FAILED', message: 'Each step needs its own Step ID' }),
    );
    const { user } = openEditor(tour([donateStep]));

    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));

    expect(within(await findToast('Save Failed')).getByText('Each step needs its own Step ID')).toBeDefined();
  });
});
