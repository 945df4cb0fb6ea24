import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition as filename } from './content-disposition';

const fallback = 'download.bin';

describe('filenameFromContentDisposition', () => {
  it('reads the quoted file name the server sends', () => {
    expect(filename('attachment; filename="donation-receipt-42.pdf"', fallback)).toBe('donation-receipt-42.pdf');
    expect(filename('attachment; filename="causeway-donations-2026-11-22.csv"', fallback)).toBe(
      'causeway-donations-2026-11-22.csv',
    );
  });

  it('reads a bare token and ignores the parameters after it', () => {
    expect(filename('attachment; filename=causeway-statement-2026.pdf', fallback)).toBe('causeway-statement-2026.pdf');
    expect(filename('attachment; filename=report.csv; size=120', fallback)).toBe('report.csv');
  });

  it('is not fooled by letter case or spacing', () => {
    expect(filename('Attachment;FILENAME = "Receipt.pdf"', fallback)).toBe('Receipt.pdf');
  });

  it('prefers the UTF-8 filename* form and decodes it', () => {
    expect(filename(`attachment; filename="a.pdf"; filename*=UTF-8''re%C3%A7u%202026.pdf`, fallback)).toBe(
      'reçu 2026.pdf',
    );
    expect(filename(`attachment; filename*=utf-8'en'statement.pdf`, fallback)).toBe('statement.pdf');
  });

  it('falls back to the plain name when filename* cannot be decoded', () => {
    expect(filename(`attachment; filename*=UTF-8''bad%E0%A4%A.pdf; filename="good.pdf"`, fallback)).toBe('good.pdf');
  });

  it('unescapes backslashes inside quotes', () => {
    expect(filename('attachment; filename="say \\"hi\\".txt"', fallback)).toBe('say "hi".txt');
  });

  it('keeps only the last path segment and drops control characters', () => {
    expect(filename('attachment; filename="../../etc/passwd"', fallback)).toBe('passwd');
    expect(filename('attachment; filename="C:\\\\temp\\\\x.pdf"', fallback)).toBe('x.pdf');
    expect(filename('attachment; filename="in\u0007voice.pdf"', fallback)).toBe('invoice.pdf');
  });

  it('uses the fallback when no usable name is given', () => {
    expect(filename(null, fallback)).toBe(fallback);
    expect(filename(undefined, fallback)).toBe(fallback);
    expect(filename('', fallback)).toBe(fallback);
    expect(filename('attachment', fallback)).toBe(fallback);
    expect(filename('inline; filename=""', fallback)).toBe(fallback);
    expect(filename('attachment; filename=".."', fallback)).toBe(fallback);
  });
});
