import { buttonStyles } from "../../../components/ui/button-styles.ts";

/** An inbox's states as pressed/unpressed buttons: the one shown is pressed. */
export function StatusChoice<S extends string>({
  label,
  statuses,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  statuses: readonly S[];
  value: S;
  labelOf: (status: S) => string;
  onChange: (status: S) => void;
}) {
  return (
    <div role="group" aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {statuses.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={value === choice}
          className={value === choice ? buttonStyles.primary : buttonStyles.secondary}
          onClick={() => onChange(choice)}
        >
          {labelOf(choice)}
        </button>
      ))}
    </div>
  );
}
