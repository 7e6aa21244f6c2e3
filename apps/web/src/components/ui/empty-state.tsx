import type { ReactNode } from "react";
import { Link } from "react-router";

/** An empty list says so plainly and offers the next useful step: a link or two. */
export function EmptyState({
  children,
  actions = [],
}: {
  children: ReactNode;
  actions?: readonly { to: string; label: string }[];
}) {
  return (
    <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-800">
      <p>{children}</p>
      {actions.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-3">
          {actions.map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
