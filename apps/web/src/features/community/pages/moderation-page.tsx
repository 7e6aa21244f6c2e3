import "../i18n.ts";
import { MODERATION_ACTIONS, type ModerationActionKind, type ModerationQueueItem } from "@disha/shared";
import { useId, useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useModerate, useModerationLog, useModerationQueue } from "../api/community-api.ts";
import { AuthorLine } from "../components/author-line.tsx";
import { SafetyAlerts } from "../../safety/index.ts";

const noFields: readonly string[] = [];
const ignoreFieldErrors = () => undefined;

const MINUTE = 60_000;

/** How long an item has waited, in the largest unit that reads naturally. */
function waitedFor(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / MINUTE));
  if (minutes < 60) return t("community.moderation.waitedMinutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t("community.moderation.waitedHours", { count: hours });
  return t("community.moderation.waitedDays", { count: Math.floor(hours / 24) });
}

function QueueItem({ item, Heading }: { item: ModerationQueueItem; Heading: "h3" | "h4" }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [body, setBody] = useState(item.body);
  const moderate = useModerate();
  const server = useServerErrors(ignoreFieldErrors, noFields);
  const act = (action: ModerationActionKind) => {
    server.clearFormError();
    moderate.mutate(
      { kind: item.kind, id: item.id, body: { action, reason, body: action === "edit" ? body : undefined } },
      { onError: (error) => server.showServerError(error) },
    );
  };
  return (
    <article
      aria-labelledby={`${id}-heading`}
      className={`rounded-xl border bg-white p-4 shadow-sm ${item.urgent ? "border-2 border-red-700" : "border-slate-200"}`}
    >
      {item.urgent ? (
        <p className="mb-2 inline-block rounded-md bg-red-700 px-2 py-1 text-sm font-bold text-white">
          {t("community.moderation.urgent")}
        </p>
      ) : null}
      <Heading id={`${id}-heading`} className="font-semibold text-slate-900">
        {t(`community.moderation.kinds.${item.kind}`)}:{" "}
        <span translate="no">{item.title ?? item.body.slice(0, 80)}</span>
      </Heading>
      {item.reasons.length > 0 ? (
        <p className="mt-1 text-sm font-medium text-slate-800">
          {t("community.moderation.reasonsHeading")}{" "}
          {item.reasons.map((reason) => t(`community.moderation.reasons.${reason}`)).join(", ")}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        <AuthorLine author={item.author} /> · {formatIndiaDateTime(item.createdAt)} ·{" "}
        {t("community.moderation.waiting", { time: waitedFor(item.waitingSince) })} ·{" "}
        {t(`community.moderation.status.${item.status}`)} ·{" "}
        <Link className="underline underline-offset-2" to={paths.communityQuestion.href(item.questionId)}>
          {t("community.notices.open")}
        </Link>
      </p>
      <p className="mt-2 whitespace-pre-line text-slate-900" translate="no">
        {item.body}
      </p>
      {item.reports.length > 0 ? (
        <div className="mt-2">
          <p className="text-sm font-medium text-slate-800">{t("community.moderation.reports")}</p>
          <ul className="list-disc pl-5 text-sm text-slate-700">
            {item.reports.map((report) => (
              <li key={report.createdAt + report.reason} translate="no">
                {report.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-3 space-y-3">
        <FormAlert message={server.formError} />
        <TextField
          label={t("community.moderation.reason")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <TextAreaField
          label={t("community.moderation.editedText")}
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          {MODERATION_ACTIONS.map((action) => (
            <button
              key={action}
              type="button"
              className={action === "remove" ? buttonStyles.primary : buttonStyles.secondary}
              disabled={moderate.isPending}
              onClick={() => act(action)}
            >
              {t(`community.moderation.actions.${action}`)}
            </button>
          ))}
        </div>
      </div>
    </article>
  );
}

function ModerationLog({ Heading }: { Heading: "h2" | "h3" }) {
  const log = useModerationLog();
  return (
    <section aria-labelledby="moderation-log-heading" className="mt-10">
      <Heading id="moderation-log-heading" className="text-xl font-semibold text-slate-900">
        {t("community.moderation.logHeading")}
      </Heading>
      <QueryStatus query={log} placement="card">
        {(entries) => (
          <ul className="mt-3 space-y-1 text-slate-800">
            {entries.map((entry) => (
              <li key={entry.id}>
                {formatIndiaDateTime(entry.createdAt)} ·{" "}
                {t("community.moderation.logEntry", {
                  action: t(`community.moderation.actions.${entry.action}`),
                  moderator: entry.moderatorName ?? t("community.moderation.someone"),
                  reason: entry.reason,
                })}
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
    </section>
  );
}

/**
 * The moderation queue: a page of its own for accounts given the moderator role (`level` 1), and a tab
 * of the admin console under its heading (`level` 2).
 */
export function ModerationQueue({ level }: { level: 1 | 2 }) {
  usePageMeta(t("community.moderation.title"), t("community.moderation.intro"));
  const queue = useModerationQueue();
  const Heading = level === 1 ? "h1" : "h2";
  const SectionHeading = level === 1 ? "h2" : "h3";
  const ItemHeading = level === 1 ? "h3" : "h4";
  return (
    <div className={level === 1 ? "mx-auto max-w-5xl px-4 py-10 sm:px-6" : "mt-8"}>
      <Heading className="text-2xl font-bold text-slate-900">{t("community.moderation.title")}</Heading>
      <p className="mt-2 max-w-3xl text-slate-700">{t("community.moderation.intro")}</p>
      <SafetyAlerts Heading={SectionHeading} />
      <section aria-labelledby="moderation-posts-heading" className="mt-10">
        <SectionHeading id="moderation-posts-heading" className="text-xl font-semibold text-slate-900">
          {t("community.moderation.postsHeading")}
        </SectionHeading>
        <QueryStatus
          query={queue}
          messages={{ loading: t("community.moderation.loading"), failed: t("community.moderation.failed") }}
        >
          {(items) =>
            items.length === 0 ? (
              <p className="mt-3 text-slate-700">{t("community.moderation.empty")}</p>
            ) : (
              <ul className="mt-3 space-y-4">
                {items.map((item) => (
                  <li key={`${item.kind}:${item.id}`}>
                    <QueueItem item={item} Heading={ItemHeading} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryStatus>
      </section>
      {queue.isSuccess ? <ModerationLog Heading={SectionHeading} /> : null}
    </div>
  );
}

export default function ModerationPage() {
  return <ModerationQueue level={1} />;
}
