// @vitest-environment jsdom
import { uploadMessages } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { english, renderWithProviders } from '@/test/render';
import { ImagePicker } from './image-picker';

const noop = () => {};

describe('the image picker’s hint and error, from the contracts (issue 26)', () => {
  it.each([
    ['en', 'JPG, PNG, GIF up to 5MB', 'Please select an image file'],
    ['es', 'JPG, PNG, GIF de hasta 5 MB', 'Selecciona un archivo de imagen'],
  ])('read in %s', async (locale, hint, error) => {
    renderWithProviders(
      <ImagePicker
        label="Image"
        previewSrc={null}
        url=""
        onUrlChange={noop}
        onFile={noop}
        onRemove={noop}
        error={uploadMessages.notAnImage}
      />,
      { i18n: locale === 'en' ? english : await i18nFor(locale) },
    );
    expect(screen.getByText(hint)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(error);
  });
});
