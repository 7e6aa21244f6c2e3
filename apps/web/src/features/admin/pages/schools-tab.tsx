import "../i18n.ts";
import "../../schools/index.ts";
import { useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useDecideSchoolRequest, useSchoolRequests } from "../api/admin-api.ts";
import { ActionError, adminMessages } from "../components/admin-query.tsx";

/** Schools asking for counsellor dashboards: approve (which invites the counsellor) or decline. */
export default function SchoolsTab() {
  const requests = useSchoolRequests();
  const decide = useDecideSchoolRequest();
  const [approvedFor, setApprovedFor] = useState<string | null>(null);
  return (
    <section aria-labelledby="schools-heading" className="mt-6">
      <h2 id="schools-heading" className="text-2xl font-semibold text-slate-900">
        {t("schools.admin.heading")}
      </h2>
      <ActionError error={decide.error} />
      <p role="status" className="mt-2 text-sm text-green-800">
        {approvedFor ? t("schools.admin.approved", { email: approvedFor }) : null}
      </p>
      <QueryStatus query={requests} messages={adminMessages} placement="card">
        {({ requests: list }) =>
          list.length === 0 ? (
            <p className="mt-4 text-slate-700">{t("schools.admin.empty")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {list.map((request) => (
                <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div>
                    <p className="font-medium text-slate-900" translate="no">
                      {request.schoolName}, {request.city}
                      {request.udiseCode ? ` · ${t("schools.admin.udise", { code: request.udiseCode })}` : null}
                    </p>
                    <p className="text-sm text-slate-700">
                      {t("schools.admin.counsellor", { name: request.counsellorName, email: request.counsellorEmail })}
                    </p>
                    <p className="text-sm text-slate-700">
                      {t(`schools.admin.status.${request.status}`)} · {formatIndiaDateTime(request.createdAt)}
                    </p>
                  </div>
                  {request.status === "open" ? (
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={buttonStyles.primary}
                        disabled={decide.isPending}
                        onClick={() =>
                          decide.mutate(
                            { requestId: request.id, approve: true },
                            { onSuccess: () => setApprovedFor(request.counsellorEmail) },
                          )
                        }
                      >
                        {t("schools.admin.approve", { school: request.schoolName })}
                      </button>
                      <button
                        type="button"
                        className={buttonStyles.secondary}
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ requestId: request.id, approve: false })}
                      >
                        {t("schools.admin.decline", { school: request.schoolName })}
                      </button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </section>
  );
}
