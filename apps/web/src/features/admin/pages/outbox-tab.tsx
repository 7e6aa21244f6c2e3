import "../i18n.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import type { OutboxSummary } from "@disha/shared";
import { Fragment, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useOutbox, useOutboxMessage } from "../api/admin-api.ts";
import { adminMessages } from "../components/admin-query.tsx";

function Attachments({ attachments }: { attachments: OutboxSummary["attachments"] }) {
  if (attachments.length === 0) return <span className="text-slate-600">{t("admin.outbox.noAttachments")}</span>;
  return (
    <ul className="space-y-1">
      {attachments.map((attachment) => (
        <li key={attachment.filename}>
          {attachment.filename}
          <span className="block text-xs text-slate-600">{attachment.contentType}</span>
        </li>
      ))}
    </ul>
  );
}

/** The whole text, so an admin without SMTP can pass on what it says (an invitation's link). */
function MessageText({ messageId }: { messageId: string }) {
  const message = useOutboxMessage(messageId);
  return (
    <QueryStatus query={message} messages={adminMessages} placement="card">
      {({ text }) => (
        <pre className="font-sans text-sm whitespace-pre-wrap text-slate-800" translate="no">
          {text}
        </pre>
      )}
    </QueryStatus>
  );
}

export default function OutboxTab() {
  const outbox = useOutbox();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="outbox-heading" className="mt-6">
      <h2 id="outbox-heading" className="text-2xl font-semibold text-slate-900">
        {t("admin.outbox.heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("admin.outbox.intro")}</p>
      <QueryStatus query={outbox} messages={adminMessages} placement="card">
        {({ messages }) =>
          messages.length === 0 ? (
            <p className="mt-6 text-slate-700">{t("admin.outbox.empty")}</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-300 text-slate-800">
                    <th scope="col" className="py-2 pr-4">
                      {t("admin.outbox.sentAt")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("admin.outbox.to")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("admin.outbox.subject")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("admin.outbox.attachments")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("admin.outbox.message")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {messages.map((message) => {
                    const reading = open === message.id;
                    const textId = `outbox-text-${message.id}`;
                    return (
                      <Fragment key={message.id}>
                        <tr className="border-b border-slate-200 align-top">
                          <td className="py-2 pr-4">{formatIndiaDateTime(message.createdAt)}</td>
                          <td className="py-2 pr-4" translate="no">
                            {message.to}
                          </td>
                          <td className="py-2 pr-4" translate="no">
                            {message.subject}
                          </td>
                          <td className="py-2 pr-4" translate="no">
                            <Attachments attachments={message.attachments} />
                          </td>
                          <td className="py-2 pr-4">
                            <button
                              type="button"
                              className={buttonStyles.secondary}
                              aria-expanded={reading}
                              aria-controls={reading ? textId : undefined}
                              onClick={() => setOpen(reading ? null : message.id)}
                            >
                              {t("admin.outbox.read")}
                              <span className="sr-only">
                                {t("admin.outbox.readWhat", { to: message.to, subject: message.subject })}
                              </span>
                            </button>
                          </td>
                        </tr>
                        {reading ? (
                          <tr id={textId} className="border-b border-slate-200 bg-slate-50">
                            <td colSpan={5} className="px-3 py-3">
                              <MessageText messageId={message.id} />
                            </td>
                          </tr>
                        ) : null}
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryStatus>
    </section>
  );
}
