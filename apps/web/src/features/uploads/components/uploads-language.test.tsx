// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { english, renderWithProviders } from '@/test/render';
import { ImagePicker } from './image-picker';

const noop = () => {};

describe('the image picker’s words (issue 26)', () => {
  it.each([
    [
      'en',
      'Featured image',
      'Replace featured image',
      'Remove featured image',
      'Uploading… 40%',
      'Selected: photo.jpg (uploaded when you save)',
      'Featured image: Or paste an image URL',
      'No image',
    ],
    [
      'es',
      'Imagen destacada',
      'Reemplazar imagen destacada',
      'Quitar imagen destacada',
      'Subiendo… 40 %',
      'Seleccionado: photo.jpg (se sube al guardar)',
      'Imagen destacada: O pega la URL de una imagen',
      'Sin imagen',
    ],
  ])('reads in %s', async (locale, label, replace, remove, uploading, selected, urlLabel, noImage) => {
    renderWithProviders(
      <ImagePicker
        label={label}
        previewSrc={null}
        url=""
        onUrlChange={noop}
        onFile={noop}
        onRemove={noop}
        progress={40}
        fileName="photo.jpg"
      />,
      { i18n: locale === 'en' ? english : await i18nFor(locale) },
    );
    expect(screen.getByRole('button', { name: replace })).toBeTruthy();
    expect(screen.getByRole('button', { name: remove })).toBeTruthy();
    expect(screen.getByText(uploading)).toBeTruthy();
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === selected)).toBeTruthy();
    expect(screen.getByLabelText(urlLabel)).toBeTruthy();
    expect(screen.getByText(noImage)).toBeTruthy();
  });
});
