import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { downloadError, downloadFile } from './download-file';
import { donationsExportDownload, isoDay, receiptDownload, statementDownload } from './download-targets';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('download targets', () => {
  it('name receipts, statements and the export as the server does', () => {
    expect(receiptDownload(42)).toEqual({ url: '/api/donations/42/receipt', fallbackName: 'donation-receipt-42.pdf' });
    expect(statementDownload(2026)).toEqual({
      url: '/api/users/me/statements/2026',
      fallbackName: 'causeway-statement-2026.pdf',
    });
    expect(donationsExportDownload(new Date(2026, 10, 2))).toEqual({
      url: '/api/users/me/donations/export',
      fallbackName: 'causeway-donations-2026-11-02.csv',
    });
  });

  it('writes the calendar day of the local time zone with padded month and day', () => {
    expect(isoDay(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});

describe('downloadFile', () => {
  it('sends the session cookie and saves the body under the name from Content-Disposition', async () => {
    const fetchMock = stubFetch(
      new Response('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="receipt-7.pdf"' },
      }),
    );
    const save = vi.fn();
    await expect(downloadFile(receiptDownload(7), save)).resolves.toBe('receipt-7.pdf');
    expect(fetchMock).toHaveBeenCalledWith('/api/donations/7/receipt', { credentials: 'include' });
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('receipt-7.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it('uses the fallback name when the header is missing', async () => {
    stubFetch(new Response('%PDF-1.7'));
    const save = vi.fn();
    await expect(downloadFile(statementDownload(2025), save)).resolves.toBe('causeway-statement-2025.pdf');
  });

  it('saves nothing and throws the API error with the server message on a non-ok answer', async () => {
    stubFetch(
      new Response(JSON.stringify({ message: 'You have no completed donations in 2024.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const save = vi.fn();
    const error = await downloadFile(statementDownload(2024), save).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('You have no completed donations in 2024.');
    expect(save).not.toHaveBeenCalled();
  });
});

describe('downloadError', () => {
  it("reads '{status}: {text}' and has no server message for a body that is not JSON", async () => {
    const error = await downloadError(new Response('Bad gateway', { status: 502 }));
    expect(error.message).toBe('502: Bad gateway');
    expect(error.serverMessage).toBeUndefined();
  });
});
