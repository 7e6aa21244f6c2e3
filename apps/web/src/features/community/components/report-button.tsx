import { type PostKind, REPORT_REASON_MAX } from "@disha/shared";
import { useId, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { TextField } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useReport } from "../api/community-api.ts";

const noFields: readonly string[] = [];
const ignoreFieldErrors = () => undefined;

/** "Report": a reason, sent to the moderators; enough reports hide the post until they look. */
export function ReportButton({ kind, id }: { kind: PostKind; id: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [reason, setReason] = useState("");
  const formId = useId();
  const report = useReport();
  const server = useServerErrors(ignoreFieldErrors, noFields);
  if (sent)
    return (
      <p role="status" className="text-sm text-green-800">
        {t("community.report.sent")}
      </p>
    );
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        aria-label={t("community.report.openOn", { kind: t(`community.report.kinds.${kind}`) })}
        className="min-h-6 text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-brand-800"
        onClick={() => setOpen(!open)}
      >
        {t("community.report.open")}
      </button>
      {open ? (
        <form
          id={formId}
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            server.clearFormError();
            report.mutate(
              { kind, id, reason },
              { onSuccess: () => setSent(true), onError: (error) => server.showServerError(error) },
            );
          }}
        >
          <TextField
            label={t("community.report.reason")}
            maxLength={REPORT_REASON_MAX}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={server.formError ?? undefined}
          />
          <button type="submit" className={buttonStyles.secondary} disabled={report.isPending}>
            {t("community.report.send")}
          </button>
        </form>
      ) : null}
    </div>
  );
}
