import type { CommunityTag } from "@disha/shared";
import { type SelectHTMLAttributes, forwardRef, useId } from "react";
import { FieldError, fieldInputStyles } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";

const GROUPS = [
  { prefix: "stream:", label: "community.ask.streams" },
  { prefix: "career:", label: "community.ask.careers" },
  { prefix: "exam:", label: "community.ask.exams" },
] as const;

interface TagSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  placeholder: string;
  tags: readonly CommunityTag[];
  error?: string | undefined;
}

/** The knowledge base's topics, grouped as streams, careers and exams. */
export const TagSelect = forwardRef<HTMLSelectElement, TagSelectProps>(function TagSelect(
  { label, placeholder, tags, error, id, className, ...selectProps },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={fieldInputStyles}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {GROUPS.map((group) => (
          <optgroup key={group.prefix} label={t(group.label)}>
            {tags
              .filter((tag) => tag.id.startsWith(group.prefix))
              .map((tag) => (
                <option key={tag.id} value={tag.id} data-content>
                  {tag.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {error ? <FieldError id={`${selectId}-error`} message={error} /> : null}
    </div>
  );
});
