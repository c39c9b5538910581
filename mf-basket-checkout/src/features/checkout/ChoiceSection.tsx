import { FieldError } from '../../components/FieldError';

/** A section of radio choices (service type, payment type) with its problem under it. */
export function ChoiceSection<T extends string>({ testId, name, legend, options, chosen, label, onChoose, problem }: {
  testId: string;
  name: string;
  legend: string;
  options: readonly T[];
  chosen: T | null;
  label: (option: T) => string;
  onChoose: (option: T) => void;
  problem: string | null;
}) {
  return (
    <fieldset className="bc-section" data-testid={testId}>
      <legend>{legend}</legend>
      <div className="bc-options" role="radiogroup" aria-label={legend}>
        {options.map((option) => (
          <label key={option} className="bc-option">
            <input type="radio" name={name} value={option} checked={chosen === option} onChange={() => onChoose(option)} />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
      <FieldError message={problem} />
    </fieldset>
  );
}
