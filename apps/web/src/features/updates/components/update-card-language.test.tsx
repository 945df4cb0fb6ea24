// @vitest-environment jsdom
import type { CampaignUpdate } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { UpdateCard } from './update-card';

const update: CampaignUpdate = {
  id: 3,
  campaignId: 7,
  title: 'The first well is dug',
  content: 'The first well gives clean water to 300 families.',
  imageUrl: null,
  isPublic: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  emailedAt: '2026-11-20T10:00:00.000Z',
  emailRecipientCount: 2,
};

describe('UpdateCard (issue 26)', () => {
  it('reads in English', () => {
    renderWithProviders(<UpdateCard update={update} onEdit={() => {}} onDelete={() => {}} />);
    expect(screen.getByText('Public')).toBeTruthy();
    expect(screen.getByText('E-mailed to 2 donors')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit update The first well is dug' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete update The first well is dug' })).toBeTruthy();
  });

  it('is in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(<UpdateCard update={update} onEdit={() => {}} onDelete={() => {}} />, {
      i18n: await i18nFor('es'),
    });
    expect(screen.getByText('Pública')).toBeTruthy();
    expect(screen.getByText('Enviada por correo a 2 donantes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar la novedad The first well is dug' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar la novedad The first well is dug' })).toBeTruthy();
  });
});
