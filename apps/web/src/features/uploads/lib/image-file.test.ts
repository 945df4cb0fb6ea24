import { MAX_UPLOAD_BYTES } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it('accepts any image type up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('Please select an image file');
  });

  it('refuses an image over 5 MB before sending it', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe('Image must be 5 MB or smaller');
  });
});
