import {
  MISTAKE_REPORT_MAX_LENGTH,
  MISTAKE_SOURCE_MAX_LENGTH,
  type MistakeReportFormValues,
  type MistakeReportInput,
  MistakeReportSchema,
} from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { SelectField, TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { formatNumber } from "../../../lib/i18n/format.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useReportMistake } from "../api/mistake-reports-api.ts";
import type { ReportedRecord } from "./report-mistake.tsx";

const fieldNames = ["kind", "recordId", "message", "sourceUrl"];
const keyOf = (record: Pick<ReportedRecord, "kind" | "id">) => `${record.kind}:${record.id}`;

/** The report's form, opened under its button: what is wrong, and where the right figure is written. */
export default function MistakeForm({
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
