import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from './checkbox';

export type FormCheckboxProps<T extends FieldValues, TOutput = T> = Omit<
  ComponentProps<typeof Checkbox>,
  'name' | 'checked' | 'defaultChecked' | 'onCheckedChange' | 'value'
> & {
  // `unknown` is the forms' context type (lib/use-zod-form.ts), as `Control` spells it.
  control: Control<T, unknown, TOutput>;
  name: FieldPathByValue<T, boolean | undefined>;
};

/**
 * A checkbox bound to a react-hook-form field. `register` cannot drive it: it reads and writes a native input's
 * `checked`, and this is a button. The value stays in the form while the box is disabled (the settings keep a
 * choice that applies again once its option is back on).
 */
export function FormCheckbox<T extends FieldValues, TOutput = T>({
  control,
  name,
  onBlur,
  disabled,
  ...props
}: FormCheckboxProps<T, TOutput>) {
  // Taken apart: the linter reads `field.ref` as a ref object and would flag every `field.x` read in render.
  const { ref, value, onChange, onBlur: fieldBlur, disabled: formDisabled } = useController({ control, name }).field;
  return (
    <Checkbox
      {...props}
      ref={ref}
      name={name}
      disabled={disabled || formDisabled}
      checked={value === true}
      onCheckedChange={(checked) => onChange(checked === true)}
      onBlur={(event) => {
        onBlur?.(event);
        fieldBlur();
      }}
    />
  );
}
