import "../i18n.ts";
import type { ReportedRecordKind } from "@disha/shared";
import { lazy, Suspense, useId, useState } from "react";
import { t } from "../../../lib/i18n/i18n.ts";

// the form brings the shared schemas and the form library: it loads when a student opens it
const MistakeForm = lazy(() => import("./mistake-form.tsx"));

/** A knowledge-base record a student may report a mistake in, as the page names it. */
export interface ReportedRecord {
  kind: ReportedRecordKind;
  id: string;
  title: string;
}

/**
 * "Report a mistake": a button that opens a short form about `records` (a page's one record, or the
 * records a mentor's answer names, to choose from). The shared schema checks it here and on the server.
 */
export function ReportMistake({ records, className }: { records: readonly ReportedRecord[]; className?: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<"signedIn" | "signedOut" | null>(null);
  const formId = useId();
  const first = records[0];
  if (!first) return null;
  const subject = records.length === 1 ? first.title : null;
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        // the visible words first, then which record: twenty cards' buttons each say whose they are
        aria-label={subject ? t("support.reportMistake.openIn", { title: subject }) : undefined}
        className="text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-brand-800"
        onClick={() => {
          setSent(null);
          setOpen(!open);
        }}
      >
        {t("support.reportMistake.open")}
      </button>
      {/* there while the form is open, so the thanks are announced when they replace it; not on every
          card of a finder before anyone reports */}
      {open || sent ? (
        <p role="status" className={sent ? "text-sm font-medium text-green-800" : "sr-only"}>
          {sent === "signedIn"
            ? t("support.reportMistake.sentSignedIn")
            : sent === "signedOut"
              ? t("support.reportMistake.sent")
              : null}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={<p className="mt-2 text-sm text-slate-700">{t("common.loading")}</p>}>
          <MistakeForm
            id={formId}
            records={records}
            onClose={() => setOpen(false)}
            onSent={(signedIn) => {
              setSent(signedIn ? "signedIn" : "signedOut");
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
