import type { onboardingSettingsInputSchema } from '@causeway/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { TourFormValues } from '@/features/onboarding/lib/tour-form';

export type TourFormOutput = z.output<typeof onboardingSettingsInputSchema>;
export type TourForm = UseFormReturn<TourFormValues, unknown, TourFormOutput>;
