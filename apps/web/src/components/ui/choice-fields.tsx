import { type SelectHTMLAttributes, type TextareaHTMLAttributes, forwardRef, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError, fieldInputStyles } from "./form-field.tsx";

export interface ChoiceOption {
  value: string;
  label: string;
}

const labelStyles = "mb-1 block text-sm font-medium text-slate-800";

/** A labelled group of radio buttons for one enumeration, its error tied to the group. */
export function RadioGroupField({
  legend,
  options,
  error,
  registration,
}: {
  legend: string;
  options: readonly ChoiceOption[];
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={labelStyles}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              className="h-4 w-4 accent-brand-700"
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly ChoiceOption[];
  placeholder: string;
  error?: string | undefined;
}

/** A labelled select; its first option is the empty "not answered" choice. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, id, className, ...selectProps },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelStyles}>
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
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
});

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, id, className, rows = 3, ...textareaProps },
  ref,
) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  return (
    <div className={className}>
      <label htmlFor={textareaId} className={labelStyles}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={textareaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={fieldInputStyles}
        {...textareaProps}
      />
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
});
