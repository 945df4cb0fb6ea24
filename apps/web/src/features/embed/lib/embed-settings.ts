import {
  embedSettingKeys,
  embedSettingsSchema,
  pickEmbedSettings,
  type EmbedSettingsInput,
  type SavedEmbedSettings,
} from '@causeway/contracts';

/** The settings as the server would save them ("10, 20" → "10,20", empty → null), or null when a field is invalid. */
export function normalizeSettings(input: EmbedSettingsInput): SavedEmbedSettings | null {
  const parsed = embedSettingsSchema.safeParse(input);
  if (!parsed.success) return null;
  return pickEmbedSettings(parsed.data);
}

/** 'Code Updated' (admin spec section 2): the form's embed settings differ from those saved with the code. */
export function settingsChanged(form: EmbedSettingsInput, saved: SavedEmbedSettings): boolean {
  const current = normalizeSettings(form);
  return current === null || embedSettingKeys.some((key) => current[key] !== saved[key]);
}
