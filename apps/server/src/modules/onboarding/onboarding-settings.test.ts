import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTourSettings, onboardingMessages as m, type OnboardingTour } from '@causeway/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { tourPayload } from './tour-fixtures';

let t: TestApp;
let admin: string;
let donor: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
  donor = (await signIn(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const getSettings = (cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/admin/onboarding/settings', headers: cookie ? { cookie } : {} });
const saveSettings = (payload: object, cookie: string | null = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/onboarding/settings', payload, headers: cookie ? { cookie } : {} });

describe('who may read and change the onboarding settings', () => {
  it('answers 401 to a visitor, 403 to a donor, and 200 to an administrator', async () => {
    expect((await getSettings(null)).statusCode).toBe(401);
    expect((await getSettings(donor)).statusCode).toBe(403);
    expect((await getSettings(admin)).statusCode).toBe(200);
    expect((await saveSettings(tourPayload(), null)).statusCode).toBe(401);
    expect((await saveSettings(tourPayload(), donor)).statusCode).toBe(403);
  });
});

describe('GET and POST /api/admin/onboarding/settings', () => {
  it('starts from the spec’s defaults before the first save', async () => {
    const fresh = await buildTestApp();
    try {
      const { cookie } = await signIn(fresh.app, fresh.db, 'admin');
      const res = await fresh.app.inject({ method: 'GET', url: '/api/admin/onboarding/settings', headers: { cookie } });
      expect(res.json()).toEqual({
        id: null,
        isEnabled: false,
        name: 'Welcome Tour',
        description: 'Help new users get started with the platform',
        userType: 'all',
        triggerEvent: 'first_login',
        showIntroSlides: true,
        settings: defaultTourSettings,
        slides: [],
        steps: [],
      });
    } finally {
      await fresh.close();
    }
  });

  it('stores the tour with its slides and steps in their order and gives them back', async () => {
    const payload = tourPayload({
      name: 'Donor welcome',
      userType: 'donor',
      triggerEvent: 'signup',
      settings: { ...defaultTourSettings, primaryColor: '#10b981', autoAdvance: true, autoAdvanceDelay: 5000 },
      slides: [
        {
          title: 'One',
          content: '<p>First</p>',
          mediaType: 'image',
          image: '/uploads/abc.webp',
          videoUrl: 'https://x.test/v',
        },
        {
          title: 'Two',
          content: '<p>Second</p>',
          mediaType: 'video',
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
          buttonText: 'Go',
        },
      ],
    });
    const res = await saveSettings(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.saved);
    const stored = (await getSettings()).json() as OnboardingTour;
    expect(stored).toMatchObject({ name: 'Donor welcome', userType: 'donor', triggerEvent: 'signup', isEnabled: true });
    expect(stored.settings).toEqual({
      ...defaultTourSettings,
      primaryColor: '#10b981',
      autoAdvance: true,
      autoAdvanceDelay: 5000,
    });
    // The image slide keeps only its image, the video slide only its (embed) video.
    expect(stored.slides.map((s) => [s.title, s.order, s.image, s.videoUrl, s.buttonText])).toEqual([
      ['One', 0, '/uploads/abc.webp', null, null],
      ['Two', 1, null, 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'Go'],
    ]);
    expect(stored.steps.map((s) => [s.stepId, s.order, s.action, s.placement, s.spotlightPadding])).toEqual([
      ['dashboard', 0, 'next', 'bottom', 10],
      ['campaigns', 1, 'next', 'bottom', 10],
      ['done', 2, 'close', 'bottom', 10],
    ]);

    // A second save replaces the content rather than adding to it.
    await saveSettings(tourPayload({ slides: [], steps: [tourPayload().steps[0]!] }));
    const again = (await getSettings()).json() as OnboardingTour;
    expect(again.id).toBe(stored.id);
    expect(again.slides).toEqual([]);
    expect(again.steps.map((s) => s.stepId)).toEqual(['dashboard']);
  });

  const refused: [string, object, string, string][] = [
    ['an empty name', { name: ' ' }, 'name', m.nameRequired],
    ['an empty description', { description: '' }, 'description', m.descriptionRequired],
    ['a slide without title', { slides: [{ title: '', content: 'x' }] }, 'slides.0.title', m.slideTitleRequired],
    ['a slide without content', { slides: [{ title: 'A', content: '' }] }, 'slides.0.content', m.slideContentRequired],
    ['a step without ID', { steps: [{ stepId: '', title: 'A', content: 'x' }] }, 'steps.0.stepId', m.stepIdRequired],
    [
      'a step without title',
      { steps: [{ stepId: 'a', title: '', content: 'x' }] },
      'steps.0.title',
      m.stepTitleRequired,
    ],
    [
      'a step without content',
      { steps: [{ stepId: 'a', title: 'A', content: '  ' }] },
      'steps.0.content',
      m.stepContentRequired,
    ],
    [
      'two steps with one ID',
      {
        steps: [
          { stepId: 'a', title: 'A', content: 'x' },
          { stepId: 'a', title: 'B', content: 'y' },
        ],
      },
      'steps.1.stepId',
      m.stepIdsUnique,
    ],
    [
      'a javascript: redirect',
      { steps: [{ stepId: 'a', title: 'A', content: 'x', action: 'redirect', redirectUrl: 'javascript:alert(1)' }] },
      'steps.0.redirectUrl',
      m.redirectUrlInvalid,
    ],
    [
      'a colour that is not one',
      { settings: { ...defaultTourSettings, primaryColor: 'red;background:url(x)' } },
      'settings.primaryColor',
      m.colorInvalid,
    ],
  ];
  it.each(refused)('refuses %s with its message', async (_, change, field, message) => {
    const res = await saveSettings(tourPayload(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
  });
});

describe('sanitizing tour HTML on save', () => {
  it('removes scripts, event handlers and javascript: URLs, and keeps formatting and https links', async () => {
    const res = await saveSettings(
      tourPayload({
        slides: [
          {
            title: 'XSS',
            content:
              '<p>Hi <b>there</b><script>window.__xss=1</script><img src=x onerror="window.__xss=1"> ' +
              '<a href="javascript:alert(1)">bad</a> <a href="https://example.org/help">help</a></p>',
          },
        ],
        steps: [
          {
            stepId: 's',
            title: 'S',
            content: '<em onclick="alert(1)">look</em><iframe src="https://evil.test"></iframe>',
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const { slides, steps } = (await getSettings()).json() as OnboardingTour;
    const slide = slides[0]!.content;
    expect(slide).not.toMatch(/script|onerror|javascript:/i);
    expect(slide).toContain('<b>there</b>');
    expect(slide).toContain('<a href="https://example.org/help">help</a>');
    expect(slide).toContain('<a>bad</a>');
    expect(steps[0]!.content).toBe('<em>look</em>');
  });
});
