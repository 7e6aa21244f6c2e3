import type { ReactNode } from "react";

interface SectionHeadingProps {
  /** Id of the h2, which the enclosing section points at with aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "start";
}

export function SectionHeading({ id, eyebrow, title, children, align = "center" }: SectionHeadingProps) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg text-slate-700">{children}</div> : null}
    </div>
  );
}
