import { type ReactNode, type SelectHTMLAttributes, forwardRef, useId } from "react";
import { FieldError, fieldInputStyles } from "../../../components/ui/form-field.tsx";

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  placeholder: string;
  children: ReactNode;
}

/** A labelled select whose first option is an empty prompt; its error is announced and tied to it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, placeholder, id, className, children, ...selectProps },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={fieldInputStyles}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
});
