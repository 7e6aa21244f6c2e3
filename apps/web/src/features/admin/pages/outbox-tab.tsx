import "../i18n.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useOutbox } from "../api/admin-api.ts";
import { AdminQuery } from "../components/admin-query.tsx";

export default function OutboxTab() {
  const outbox = useOutbox();
  return (
    <section aria-labelledby="outbox-heading" className="mt-6">
      <h2 id="outbox-heading" className="text-2xl font-semibold text-slate-900">
        {t("admin.outbox.heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("admin.outbox.intro")}</p>
      <AdminQuery query={outbox}>
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
                  </tr>
                </thead>
                <tbody>
                  {messages.map((message) => (
                    <tr key={message.id} className="border-b border-slate-200">
                      <td className="py-2 pr-4">{formatIndiaDateTime(message.createdAt)}</td>
                      <td className="py-2 pr-4" translate="no">
                        {message.to}
                      </td>
                      <td className="py-2 pr-4" translate="no">
                        {message.subject}
                      </td>
                      <td className="py-2 pr-4" translate="no">
                        {message.attachmentNames.join(", ")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </AdminQuery>
    </section>
  );
}
