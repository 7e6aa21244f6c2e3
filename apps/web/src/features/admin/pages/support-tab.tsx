import "../i18n.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { SUPPORT_STATUSES, type SupportInboxItem, type SupportStatus } from "@disha/shared";
import { useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useReplyToSupport, useSetSupportStatus, useSupportInbox } from "../api/admin-api.ts";
import { ActionError, adminMessages } from "../components/admin-query.tsx";
import { StatusChoice } from "../components/status-choice.tsx";
import { MistakeReports } from "./mistake-reports.tsx";

export default function SupportTab() {
  const [status, setStatus] = useState<SupportStatus>("open");
  const inbox = useSupportInbox(status);
  return (
    <section aria-labelledby="support-heading" className="mt-6">
      <h2 id="support-heading" className="text-2xl font-semibold text-slate-900">
        {t("admin.support.heading")}
      </h2>
      <StatusChoice
        label={t("admin.support.heading")}
        statuses={SUPPORT_STATUSES}
        value={status}
        labelOf={(choice) => t(`admin.support.status.${choice}`)}
        onChange={setStatus}
      />
      <QueryStatus query={inbox} messages={adminMessages} placement="card">
        {(items) =>
          items.length === 0 ? (
            <p className="mt-6 text-slate-700">{t("admin.support.empty")}</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {items.map((item) => (
                <li key={item.id}>
                  <SupportMessage item={item} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
      <MistakeReports />
    </section>
  );
}

function SupportMessage({ item }: { item: SupportInboxItem }) {
  const [reply, setReply] = useState("");
  const send = useReplyToSupport();
  const setStatus = useSetSupportStatus();
  return (
    <article aria-label={item.name} className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-700" translate="no">
        {t("admin.support.from", { name: item.name, email: item.email, phone: item.phone })}
      </p>
      <p className="text-xs text-slate-600">
        {t("admin.support.sent", { dateTime: formatIndiaDateTime(item.createdAt) })}
        {item.preferredContact ? ` · ${t("admin.support.prefers", { contact: item.preferredContact })}` : ""}
      </p>
      <p className="mt-2 whitespace-pre-wrap text-slate-900" translate="no">
        {item.message}
      </p>
      {item.replies.length > 0 ? (
        <div className="mt-3 border-l-4 border-brand-200 pl-3">
          <h3 className="text-sm font-semibold text-slate-800">{t("admin.support.replies")}</h3>
          {item.replies.map((answer) => (
            <div key={answer.id} className="mt-1">
              <p className="text-xs text-slate-600">
                {answer.authorName
                  ? t("admin.support.replyBy", {
                      name: answer.authorName,
                      dateTime: formatIndiaDateTime(answer.createdAt),
                    })
                  : t("admin.support.replyByUnknown", { dateTime: formatIndiaDateTime(answer.createdAt) })}
              </p>
              <p className="whitespace-pre-wrap text-slate-900" translate="no">
                {answer.body}
              </p>
            </div>
          ))}
        </div>
      ) : null}
      {item.status !== "closed" ? (
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate({ messageId: item.id, body: reply }, { onSuccess: () => setReply("") });
          }}
        >
          <TextAreaField
            label={t("admin.support.replyLabel", { name: item.name })}
            rows={3}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
          <ActionError error={send.error} />
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="submit" className={buttonStyles.primary} disabled={send.isPending}>
              {send.isPending ? t("admin.support.sending") : t("admin.support.send")}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setStatus.mutate({ messageId: item.id, status: "closed" })}
            >
              {t("admin.support.close")}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-3`}
          onClick={() => setStatus.mutate({ messageId: item.id, status: "open" })}
        >
          {t("admin.support.reopen")}
        </button>
      )}
      <ActionError error={setStatus.error} />
    </article>
  );
}
