import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by a contract's zod schema: what the form holds (`Values`, by default the
 * schema's input) and what a valid submit hands over (the schema's output). A form may hold its fields in a shape
 * of its own (money as text, say) that the schema parses: the one type assertion that needs lives here, not in
 * each form.
 */
export function useZodForm<S extends z.ZodType, Values extends FieldValues = z.input<S> & FieldValues>(
  schema: S,
  options: Omit<UseFormProps<Values, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<Values, unknown, z.output<S>> {
  const resolver = zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<S>>;
  return useForm<Values, unknown, z.output<S>>({ ...options, resolver });
}
