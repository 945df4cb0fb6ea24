import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { campaignsQueryOptions, getCampaigns, type CampaignListParams } from './get-campaigns';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the list query', () => {
  const pathAsked = async (params: CampaignListParams) => {
    const fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await getCampaigns(params);
    return (fetchMock.mock.calls[0] as unknown as [string])[0];
  };

  it('asks for active campaigns and sends no category for all', async () => {
    expect(await pathAsked({ category: 'all', limit: 6 })).toBe('/api/campaigns?status=active&limit=6');
    expect(await pathAsked({ limit: 6 })).toBe('/api/campaigns?status=active&limit=6');
  });

  it('sends the chosen category, search, sort and offset', async () => {
    expect(await pathAsked({ category: 'environment', q: 'trees', sort: 'most_raised', limit: 12, offset: 24 })).toBe(
      '/api/campaigns?status=active&category=environment&q=trees&sort=most_raised&limit=12&offset=24',
    );
  });
});

describe('getCampaigns', () => {
  it('returns the list with its total from X-Total-Count', async () => {
    const fetchMock = vi.fn(
      async () => new Response('[{"id":1}]', { status: 200, headers: { 'X-Total-Count': '31' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(getCampaigns({ limit: 12 })).resolves.toEqual({ items: [{ id: 1 }], total: 31 });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/campaigns?status=active&limit=12');
    expect(init.credentials).toBe('include');
  });

  it('counts the items when the header is missing', async () => {
    vi.stubGlobal('fetch', async () => new Response('[{"id":1},{"id":2}]', { status: 200 }));
    await expect(getCampaigns({ limit: 12 })).resolves.toMatchObject({ total: 2 });
  });

  it("fails with the api client's error and the server's message", async () => {
    const body = '{"message":"sort must be one of: newest","code":"VALIDATION_FAILED"}';
    vi.stubGlobal('fetch', async () => new Response(body, { status: 400 }));
    const error = await getCampaigns({ limit: 12 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).serverMessage).toBe('sort must be one of: newest');
  });
});

describe('campaignsQueryOptions', () => {
  it('keeps campaign lists fresh for 3 minutes (spec section 9)', () => {
    expect(campaignsQueryOptions({ limit: 6 }).staleTime).toBe(3 * 60_000);
  });
});
