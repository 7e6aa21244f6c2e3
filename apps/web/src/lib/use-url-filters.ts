import { startTransition, useCallback, useMemo, useOptimistic, useRef } from "react";
import { useSearchParams } from "react-router";

/** A filter's value from the address, or "" when it is missing or not one of `allowed`. */
export function oneOf<T extends string>(value: string, allowed: readonly T[]): T | "" {
  return (allowed as readonly string[]).includes(value) ? (value as T) : "";
}

/**
 * A list's filters and page, kept in the address so that a list can be shared and Back returns to
 * the previous one. Each change is a new history entry; changing a filter returns to the first page.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();

  const addressFilters = useMemo(
    () => Object.fromEntries(names.map((name) => [name, params.get(name)?.trim() ?? ""])) as Record<Name, string>,
    [names, params],
  );
  // A navigation is a transition, and a controlled checkbox or select would show its old value until
  // it ends; the optimistic copy shows the student's choice at once and gives way to the address's.
  const [filters, showChoice] = useOptimistic(addressFilters, (current, changes: Partial<Record<Name, string>>) => ({
    ...current,
    ...changes,
  }));
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);

  const update = useCallback(
    (changes: Partial<Record<Name, string>>, { replace = false } = {}) => {
      startTransition(() => {
        showChoice(changes);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            for (const [name, value] of Object.entries<string | undefined>(changes)) {
              if (value) next.set(name, value);
              else next.delete(name);
            }
            next.delete("page");
            return next;
          },
          { replace },
        );
      });
    },
    [setParams, showChoice],
  );

  /** The address of another page of the same list, for a link. */
  const pageSearch = useCallback(
    (to: number) => {
      const next = new URLSearchParams(params);
      if (to > 1) next.set("page", String(to));
      else next.delete("page");
      return `?${next.toString()}`;
    },
    [params],
  );

  const clear = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of [...names, "page"]) next.delete(name);
      return next;
    });
  }, [names, setParams]);

  const active = names.some((name) => filters[name] !== "");
  return { filters, page, update, pageSearch, clear, active };
}

/**
 * Filters a list starts from (the student's own class, state...), applied once in place of the address
 * when the list was opened without filters of its own; a shared link or Clear filters is left alone.
 */
export function useStartingFilters<Name extends string>(
  active: boolean,
  update: (changes: Partial<Record<Name, string>>, options: { replace: boolean }) => void,
) {
  const openedWithout = useRef(!active);
  return useCallback(
    (defaults: Partial<Record<Name, string>>) => {
      if (!openedWithout.current) return;
      openedWithout.current = false;
      if (Object.values(defaults).some(Boolean)) update(defaults, { replace: true });
    },
    [update],
  );
}
