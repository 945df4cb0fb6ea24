import { describe, expect, it } from 'vitest';
import type { SavedEmbedSettings } from '@causeway/contracts';
import { normalizeSettings, settingsChanged } from './embed-settings';

const saved: SavedEmbedSettings = {
  embedPrimaryColor: '#F59E0B',
  embedTextColor: null,
  embedAccentColor: null,
  embedBackgroundColor: null,
  embedButtonText: 'JOIN TODAY',
  embedPresetAmounts: '10,20,40',
  embedImpactText: null,
};
const form = {
  embedPrimaryColor: '#F59E0B',
  embedTextColor: '',
  embedAccentColor: '',
  embedBackgroundColor: '',
  embedButtonText: 'JOIN TODAY',
  embedPresetAmounts: '10, 20, 40',
  embedImpactText: '  ',
};

describe('embed settings', () => {
  it('reads the form as the server saves it', () => {
    expect(normalizeSettings(form)).toEqual(saved);
  });

  it("flags 'Code Updated' only when a setting really differs", () => {
    expect(settingsChanged(form, saved)).toBe(false);
    expect(settingsChanged({ ...form, embedButtonText: 'Give' }, saved)).toBe(true);
    expect(settingsChanged({ ...form, embedPresetAmounts: '10,20' }, saved)).toBe(true);
    expect(settingsChanged({ ...form, embedPrimaryColor: 'orange' }, saved)).toBe(true);
  });
});
