import { SAFETY_NOTE_MAX, type SafetyAlert } from "@disha/shared";
import { useId, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useMarkReached, useSafetyAlerts } from "../api/safety-api.ts";

const noFields: readonly string[] = [];
const ignoreFieldErrors = () => undefined;

function AlertItem({ alert, Heading }: { alert: SafetyAlert; Heading: "h3" | "h4" }) {
  const id = useId();
  const [note, setNote] = useState("");
  const markReached = useMarkReached();
  const server = useServerErrors(ignoreFieldErrors, noFields);
  const student = alert.student
    ? `${alert.student.name} (${alert.student.email})`
    : t("community.moderation.safety.deletedStudent");
  return (
    <article
      aria-labelledby={`${id}-heading`}
      className={`rounded-xl border bg-white p-4 shadow-sm ${alert.reached ? "border-slate-200" : "border-2 border-red-700"}`}
    >
      <Heading id={`${id}-heading`} className="font-semibold text-slate-900">
        <span translate="no">{student}</span>
      </Heading>
      <p className="mt-1 text-sm text-slate-700">
        {t(`community.moderation.safety.sources.${alert.source}`)} · {formatIndiaDateTime(alert.createdAt)}
      </p>
      <p className="mt-2 whitespace-pre-line text-slate-900" translate="no">
        {alert.text}
      </p>
      {alert.reached ? (
        <p className="mt-2 text-sm text-slate-800">
          {formatIndiaDateTime(alert.reached.at)} ·{" "}
          {t("community.moderation.safety.reached", {
            moderator: alert.reached.by ?? t("community.moderation.someone"),
            note: alert.reached.note,
          })}
        </p>
      ) : (
        <form
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            server.clearFormError();
            markReached.mutate({ id: alert.id, body: { note } }, { onError: (error) => server.showServerError(error) });
          }}
        >
          <p className="text-sm font-bold text-red-800">{t("community.moderation.safety.waiting")}</p>
          <FormAlert message={server.formError} />
          <TextAreaField
            label={t("community.moderation.safety.note")}
            rows={2}
            maxLength={SAFETY_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <button type="submit" className={buttonStyles.primary} disabled={markReached.isPending}>
            {t("community.moderation.safety.markReached")}
          </button>
        </form>
      )}
    </article>
  );
}

/**
 * Students who wrote words of self-harm to the AI mentor, above the moderation queue: the waiting ones
 * first, until a moderator records how the student was reached.
 */
export function SafetyAlerts({ Heading }: { Heading: "h2" | "h3" }) {
  const alerts = useSafetyAlerts();
  const ItemHeading = Heading === "h2" ? "h3" : "h4";
  return (
    <section aria-labelledby="safety-alerts-heading" className="mt-6">
      <Heading id="safety-alerts-heading" className="text-xl font-semibold text-slate-900">
        {t("community.moderation.safety.heading")}
      </Heading>
      <p className="mt-1 max-w-3xl text-slate-700">{t("community.moderation.safety.intro")}</p>
      <QueryStatus
        query={alerts}
        placement="card"
        messages={{
          loading: t("community.moderation.safety.loading"),
          failed: t("community.moderation.safety.failed"),
        }}
      >
        {(items) =>
          items.length === 0 ? (
            <p className="mt-3 text-slate-700">{t("community.moderation.safety.empty")}</p>
          ) : (
            <ul className="mt-3 space-y-4">
              {items.map((alert) => (
                <li key={alert.id}>
                  <AlertItem alert={alert} Heading={ItemHeading} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </section>
  );
}
