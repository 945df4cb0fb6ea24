import type { FundraiserInput } from '@causeway/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { FundraiserFormValues } from '../lib/fundraiser-form';

/** The create and edit form as its parts receive it: typed inputs in, the request body out. */
export type FundraiserForm = UseFormReturn<FundraiserFormValues, unknown, FundraiserInput>;
