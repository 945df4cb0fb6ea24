import {
  embedSettingsSchema,
  type EmbedSettingsInput,
  type SavedEmbedSettings,
  type WidgetPreviewSettings,
} from '@causeway/contracts';

const keys = [
  'embedPrimaryColor',
  'embedTextColor',
  'embedAccentColor',
  'embedBackgroundColor',
  'embedButtonText',
  'embedPresetAmounts',
  'embedImpactText',
] as const;

/** The settings as the server would save them ("10, 20" → "10,20", empty → null), or null when a field is invalid. */
export function normalizeSettings(input: EmbedSettingsInput): SavedEmbedSettings | null {
  const parsed = embedSettingsSchema.safeParse(input);
  if (!parsed.success) return null;
  return Object.fromEntries(keys.map((key) => [key, parsed.data[key] ?? null])) as SavedEmbedSettings;
}

/** 'Code Updated' (admin spec section 2): the form's embed settings differ from those saved with the code. */
export function settingsChanged(form: EmbedSettingsInput, saved: SavedEmbedSettings): boolean {
  const current = normalizeSettings(form);
  return current === null || keys.some((key) => current[key] !== saved[key]);
}

/** The widget's names for the same settings, for the live preview. */
export function toPreviewSettings(settings: SavedEmbedSettings): WidgetPreviewSettings {
  return {
    primaryColor: settings.embedPrimaryColor,
    textColor: settings.embedTextColor,
    accentColor: settings.embedAccentColor,
    backgroundColor: settings.embedBackgroundColor,
    buttonText: settings.embedButtonText,
    presetAmounts: settings.embedPresetAmounts,
    impactText: settings.embedImpactText,
  };
}
