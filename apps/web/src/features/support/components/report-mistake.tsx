import "../i18n.ts";
import {
  MISTAKE_REPORT_MAX_LENGTH,
  MISTAKE_SOURCE_MAX_LENGTH,
  type MistakeReportFormValues,
  type MistakeReportInput,
  MistakeReportSchema,
  type ReportedRecordKind,
} from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { SelectField, TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { formatNumber } from "../../../lib/i18n/format.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useReportMistake } from "../api/mistake-reports-api.ts";

/** A knowledge-base record a student may report a mistake in, as the page names it. */
export interface ReportedRecord {
  kind: ReportedRecordKind;
  id: string;
  title: string;
}

const fieldNames = ["kind", "recordId", "message", "sourceUrl"];
const keyOf = (record: Pick<ReportedRecord, "kind" | "id">) => `${record.kind}:${record.id}`;

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
        <MistakeForm
          id={formId}
          records={records}
          onClose={() => setOpen(false)}
          onSent={(signedIn) => {
            setSent(signedIn ? "signedIn" : "signedOut");
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

function MistakeForm({
  id,
  records,
  onClose,
  onSent,
}: {
  id: string;
  records: readonly ReportedRecord[];
  onClose: () => void;
  onSent: (signedIn: boolean) => void;
}) {
  const first = records[0]!;
  const form = useForm<MistakeReportFormValues, unknown, MistakeReportInput>({
    resolver: zodResolver(MistakeReportSchema),
    defaultValues: { kind: first.kind, recordId: first.id, message: "", sourceUrl: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, fieldNames);
  const report = useReportMistake();
  const { user } = useSession();
  const [chosen, setChosen] = useState(keyOf(first));
  const record = records.find((each) => keyOf(each) === chosen) ?? first;
  // the form opens below the button that asked for it: the student writes at once
  useEffect(() => form.setFocus("message"), [form]);

  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      await report.mutateAsync(input);
      onSent(Boolean(user));
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <form
      id={id}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="mt-2 max-w-xl space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-left"
    >
      <p id={`${id}-heading`} className="font-semibold text-slate-900">
        {t("support.reportMistake.heading", { title: record.title })}
      </p>
      <FormAlert message={server.formError} />
      {records.length > 1 ? (
        <SelectField
          label={t("support.reportMistake.which")}
          placeholder={t("support.reportMistake.which")}
          options={records.map((each) => ({ value: keyOf(each), label: each.title }))}
          value={chosen}
          error={errors.recordId?.message ?? errors.kind?.message}
          onChange={(event) => {
            const picked = records.find((each) => keyOf(each) === event.target.value);
            setChosen(event.target.value);
            form.setValue("kind", picked?.kind ?? first.kind);
            form.setValue("recordId", picked?.id ?? "");
          }}
        />
      ) : null}
      <TextAreaField
        label={t("support.reportMistake.message")}
        rows={3}
        required
        maxLength={MISTAKE_REPORT_MAX_LENGTH}
        placeholder={t("support.reportMistake.messageHint", {
          max: formatNumber(MISTAKE_REPORT_MAX_LENGTH),
        })}
        error={errors.message?.message}
        {...form.register("message")}
      />
      <TextField
        label={t("support.reportMistake.sourceUrl")}
        type="url"
        inputMode="url"
        maxLength={MISTAKE_SOURCE_MAX_LENGTH}
        error={errors.sourceUrl?.message}
        {...form.register("sourceUrl")}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
          {isSubmitting ? t("support.reportMistake.sending") : t("support.reportMistake.send")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t("support.reportMistake.cancel")}
        </button>
      </div>
    </form>
  );
}
