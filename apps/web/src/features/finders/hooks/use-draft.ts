import { useState } from "react";

/**
 * A typed filter (a search, an income) being edited: it applies only when the form is sent, and
 * follows the address when that changes another way (Back, Clear filters).
 */
export function useDraft(applied: string) {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  return [draft, setDraft] as const;
}
