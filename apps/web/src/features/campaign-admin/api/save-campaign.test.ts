import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { campaignFormData, saveCampaign, saveFailureMessage } from './save-campaign';

afterEach(() => {
  vi.unstubAllGlobals();
});

const input = {
  title: 'Clean water',
  shortDescription: 'Wells for villages everywhere',
  description: 'x'.repeat(100),
  goal: 100_000,
  startDate: '2025-03-01',
  endDate: null,
  organizationId: 3,
  rewards: [{ title: 'Card', description: '', minimumAmount: 2500, imageUrl: null }],
};

describe('campaignFormData', () => {
  it('sends every field as text, the rewards as JSON and the file as featuredImage', () => {
    const body = campaignFormData(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(body.get('goal')).toBe('100000');
    expect(body.get('organizationId')).toBe('3');
    expect(body.get('endDate')).toBe('');
    expect(JSON.parse(body.get('rewards') as string)).toEqual(input.rewards);
    expect((body.get('featuredImage') as File).name).toBe('photo.png');
  });
});

describe('saveCampaign', () => {
  it('posts JSON without a file and multipart to the upload endpoint with one', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":7,"campaign":{}}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await saveCampaign({ id: null, input, image: null });
    await saveCampaign({ id: 7, input, image: new File(['x'], 'a.png', { type: 'image/png' }) });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]![0]).toBe('/api/campaigns');
    expect(calls[0]![1]).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(calls[1]![0]).toBe('/api/campaigns/7/upload');
    expect(calls[1]![1].method).toBe('PUT');
    expect(calls[1]![1].body).toBeInstanceOf(FormData);
    expect(calls[1]![1].headers).not.toHaveProperty('Content-Type');
  });
});

describe('saveFailureMessage', () => {
  it("prefers the server's message, then the action's, then the generic one", () => {
    expect(saveFailureMessage(new ApiError(400, 'x', { message: 'Title taken' }), true)).toBe('Title taken');
    expect(saveFailureMessage(new ApiError(500, 'x'), true)).toBe('Failed to update campaign');
    expect(saveFailureMessage(new ApiError(500, 'x'), false)).toBe('Failed to create campaign');
    expect(saveFailureMessage(new TypeError('Failed to fetch'), false)).toBe('Something went wrong');
  });
});
