import type { CommunityTag } from "@disha/shared";
import { type SelectHTMLAttributes, forwardRef, useId, useState } from "react";
import { FieldError, fieldInputStyles } from "../../../components/ui/form-field.tsx";
import { localized } from "../../../lib/i18n/content.ts";
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

/** Whether a topic's English or Hindi name holds what was typed ("nurs", "नर्स"). */
function matches(tag: CommunityTag, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return wanted === "" || [tag.name.en, tag.name.hi ?? ""].some((name) => name.toLowerCase().includes(wanted));
}

/**
 * The knowledge base's topics, grouped as streams, careers and exams, each in the reader's language; a
 * search field above narrows the several hundred to those whose English or Hindi name holds the words.
 */
export const TagSelect = forwardRef<HTMLSelectElement, TagSelectProps>(function TagSelect(
  { label, placeholder, tags, error, id, className, ...selectProps },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const [search, setSearch] = useState("");
  // the chosen topic stays in the list whatever is typed (a form's register() leaves the select uncontrolled)
  const [chosen, setChosen] = useState(selectProps.value ?? selectProps.defaultValue);
  const selected = selectProps.value ?? chosen;
  const shown = tags.filter((tag) => matches(tag, search) || tag.id === selected);
  return (
    <div className={className}>
      <label htmlFor={`${selectId}-search`} className="mb-1 block text-sm font-medium text-slate-800">
        {t("community.ask.findTopic", { label })}
      </label>
      <input
        id={`${selectId}-search`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className={`${fieldInputStyles} mb-2`}
      />
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
        onChange={(event) => {
          setChosen(event.target.value);
          selectProps.onChange?.(event);
        }}
      >
        <option value="">{placeholder}</option>
        {GROUPS.map((group) => (
          <optgroup key={group.prefix} label={t(group.label)}>
            {shown
              .filter((tag) => tag.id.startsWith(group.prefix))
              .map((tag) => (
                <option key={tag.id} value={tag.id} data-content>
                  {localized(tag.name)}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {error ? <FieldError id={`${selectId}-error`} message={error} /> : null}
    </div>
  );
});
