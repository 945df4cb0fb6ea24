import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AvailableTours, OnboardingSettingsInput, TourSession } from '@causeway/contracts';
import { onboardingProgress, onboardingTours } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { tourPayload } from './tour-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());
// Each test saves the one edited tour afresh and starts with nobody's progress.
beforeEach(async () => {
  await t.db.delete(onboardingProgress);
  await t.db.delete(onboardingTours);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
async function saveTour(overrides: Partial<OnboardingSettingsInput> = {}): Promise<number> {
  const res = await call('POST', '/api/admin/onboarding/settings', admin, tourPayload(overrides));
  expect(res.statusCode).toBe(200);
  return res.json().settings.id;
}
const available = async (cookie: string) =>
  (await call('GET', '/api/onboarding/available-tours', cookie)).json() as AvailableTours;
const start = async (id: number, cookie: string) =>
  (await call('POST', `/api/onboarding/tours/${id}/start`, cookie)).json() as TourSession;

describe('signed-out callers', () => {
  it('get 401 from every user tour route and see guest tours only for all users', async () => {
    const id = await saveTour();
    expect((await call('GET', '/api/onboarding/available-tours', null)).statusCode).toBe(401);
    for (const action of ['start', 'restart', 'skip', 'complete']) {
      expect((await call('POST', `/api/onboarding/tours/${id}/${action}`, null)).statusCode).toBe(401);
    }
    expect((await call('PUT', '/api/onboarding/progress/1', null, { stepId: 'a', action: 'next' })).statusCode).toBe(
      401,
    );
    const guest = await call('GET', '/api/onboarding/guest-tours', null);
    expect(guest.json().map((tour: { id: number }) => tour.id)).toEqual([id]);
    for (const hidden of [{ userType: 'donor' }, { userType: 'admin' }, { isEnabled: false }] as const) {
      await saveTour(hidden);
      expect((await call('GET', '/api/onboarding/guest-tours', null)).json()).toEqual([]);
    }
  });
});

describe('which tour starts by itself (admin spec section 4)', () => {
  it('offers nothing while the tour is disabled', async () => {
    await saveTour({ isEnabled: false });
    const { cookie } = await signIn(t.app, t.db);
    expect(await available(cookie)).toEqual({ tours: [], progress: [], autoStartTourId: null });
  });

  it('shows a tour only to the role it is meant for', async () => {
    const id = await saveTour({ userType: 'admin' });
    const { cookie } = await signIn(t.app, t.db);
    expect((await available(cookie)).tours).toEqual([]);
    expect((await call('POST', `/api/onboarding/tours/${id}/start`, cookie)).statusCode).toBe(404);
    expect((await available(admin)).autoStartTourId).toBe(id);
  });

  it('starts a first_login tour until it is completed or skipped', async () => {
    const id = await saveTour({ triggerEvent: 'first_login' });
    const { cookie } = await signIn(t.app, t.db);
    expect((await available(cookie)).autoStartTourId).toBe(id);
    await start(id, cookie);
    expect((await available(cookie)).autoStartTourId).toBe(id);
    await call('POST', `/api/onboarding/tours/${id}/complete`, cookie);
    expect((await available(cookie)).autoStartTourId).toBeNull();

    const other = await signIn(t.app, t.db);
    await call('POST', `/api/onboarding/tours/${id}/skip`, other.cookie);
    expect((await available(other.cookie)).autoStartTourId).toBeNull();
  });

  it('starts a signup tour only for an account opened after it, and only while there is no progress', async () => {
    const veteran = await signIn(t.app, t.db);
    const id = await saveTour({ triggerEvent: 'signup' });
    expect((await available(veteran.cookie)).autoStartTourId).toBeNull();
    const newcomer = await signIn(t.app, t.db);
    expect((await available(newcomer.cookie)).autoStartTourId).toBe(id);
    await start(id, newcomer.cookie);
    expect((await available(newcomer.cookie)).autoStartTourId).toBeNull();
  });

  it('never starts a manual tour by itself, but lets the user take it', async () => {
    const id = await saveTour({ triggerEvent: 'manual' });
    const { cookie } = await signIn(t.app, t.db);
    const offered = await available(cookie);
    expect(offered.autoStartTourId).toBeNull();
    expect(offered.tours.map((tour) => tour.id)).toEqual([id]);
    expect((await start(id, cookie)).tour.steps).toHaveLength(3);
  });
});

describe('progress', () => {
  it('moves through the steps, records completed steps, and finishes', async () => {
    const id = await saveTour();
    const { cookie } = await signIn(t.app, t.db);
    const { tour, progress } = await start(id, cookie);
    expect(tour.slides[0]!.content).toBe('<p>Hello <b>friend</b></p>');
    expect(progress).toMatchObject({
      tourId: id,
      currentStep: 0,
      isCompleted: false,
      isSkipped: false,
      stepStatus: {},
    });

    const put = (payload: object) => call('PUT', `/api/onboarding/progress/${progress.id}`, cookie, payload);
    expect((await put({ stepId: 'dashboard', action: 'next' })).json().progress).toMatchObject({
      currentStep: 1,
      stepStatus: { dashboard: 'completed' },
    });
    expect((await put({ stepId: 'campaigns', action: 'prev' })).json().progress.currentStep).toBe(0);
    expect((await put({ stepId: 'campaigns', action: 'close' })).json().progress).toMatchObject({
      currentStep: 2,
      stepStatus: { dashboard: 'completed', campaigns: 'completed' },
    });
    expect((await put({ stepId: 'nope', action: 'next' })).statusCode).toBe(400);
    expect((await put({ stepId: 'done', action: 'jump' })).statusCode).toBe(400);

    // Starting again resumes the unfinished record.
    expect((await start(id, cookie)).progress.currentStep).toBe(2);
    const done = await call('POST', `/api/onboarding/tours/${id}/complete`, cookie);
    expect(done.json().progress).toMatchObject({ isCompleted: true, currentStep: 2 });
    expect((await available(cookie)).progress).toEqual([done.json().progress]);

    const restarted = (await call('POST', `/api/onboarding/tours/${id}/restart`, cookie)).json() as TourSession;
    expect(restarted.progress).toMatchObject({ id: progress.id, currentStep: 0, isCompleted: false, stepStatus: {} });
  });

  it('refuses to change another user’s progress', async () => {
    const id = await saveTour();
    const owner = await signIn(t.app, t.db);
    const other = await signIn(t.app, t.db);
    const { progress } = await start(id, owner.cookie);
    const res = await call('PUT', `/api/onboarding/progress/${progress.id}`, other.cookie, {
      stepId: 'dashboard',
      action: 'next',
    });
    expect(res.statusCode).toBe(404);
    expect((await start(id, owner.cookie)).progress.stepStatus).toEqual({});
  });

  it('answers 404 for a tour that does not exist', async () => {
    const { cookie } = await signIn(t.app, t.db);
    expect((await call('POST', '/api/onboarding/tours/999999/skip', cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/onboarding/tours/abc/start', cookie)).statusCode).toBe(400);
  });
});
