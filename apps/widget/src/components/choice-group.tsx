type Choice<T> = { value: T; label: string };
type ChoiceGroupProps<T> = {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  className: string;
};

/**
 * Native radio buttons styled as buttons: arrow keys move between choices, and screen readers announce the group,
 * the choice and whether it is selected, with no script of ours.
 */
export function ChoiceGroup<T extends string | number>(props: ChoiceGroupProps<T>) {
  const { legend, name, choices, value, onChange, className } = props;
  return (
    <fieldset className={`choices ${className}`}>
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={choice.value === value ? 'choice on' : 'choice'}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
