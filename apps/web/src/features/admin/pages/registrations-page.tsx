import "../i18n.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import {
  registrationsCsvUrl,
  useAdminWorkshops,
  useMarkAttendance,
  useWorkshopRegistrations,
} from "../api/admin-api.ts";
import { ActionError, adminMessages } from "../components/admin-query.tsx";

/** One workshop's registrations: a CSV of them, and attendance once the workshop has started. */
export default function RegistrationsPage() {
  const { id = "" } = useParams();
  const workshops = useAdminWorkshops();
  const registrations = useWorkshopRegistrations(id);
  const attendance = useMarkAttendance(id);
  const workshop = workshops.data?.find((item) => item.id === id);
  // when the page opened: the server has the last word on whether it has started
  const [openedAt] = useState(() => Date.now());
  const started = workshop ? Date.parse(workshop.startsAt) <= openedAt : false;

  return (
    <section aria-labelledby="registrations-heading" className="mt-6">
      <Link to={paths.admin.workshops.href()} className="text-sm font-medium text-brand-800 underline">
        {t("admin.registrations.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h2 id="registrations-heading" className="text-2xl font-semibold text-slate-900">
          {t("admin.registrations.heading", { title: workshop?.title ?? "" })}
        </h2>
        <a href={registrationsCsvUrl(id)} download className={buttonStyles.secondary}>
          {t("admin.workshops.exportCsv")}
        </a>
      </div>
      {workshop ? (
        <p className="mt-1 text-slate-700">
          {t("admin.workshops.when", { dateTime: formatIndiaDateTime(workshop.startsAt) })}
        </p>
      ) : null}
      {!started ? <p className="mt-2 text-sm text-slate-700">{t("admin.registrations.notYet")}</p> : null}
      <ActionError error={attendance.error} />
      <QueryStatus query={registrations} messages={adminMessages} placement="card">
        {(rows) =>
          rows.length === 0 ? (
            <p className="mt-6 text-slate-700">{t("admin.registrations.empty")}</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-300 text-slate-800">
                    <th scope="col" className="py-2 pr-4">
                      {t("admin.registrations.name")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("admin.registrations.email")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("admin.registrations.phone")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("admin.registrations.subject")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("admin.registrations.registeredAt")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("admin.registrations.attendance")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} className="border-b border-slate-200">
                      <td className="py-2 pr-4" translate="no">
                        {row.name}
                      </td>
                      <td className="py-2 pr-4" translate="no">
                        {row.email}
                      </td>
                      <td className="py-2 pr-4" translate="no">
                        {row.phoneNumber}
                      </td>
                      <td className="py-2 pr-4">{row.subject}</td>
                      <td className="py-2 pr-4">{formatIndiaDateTime(row.createdAt)}</td>
                      <td className="py-2 pr-4">
                        <label className="inline-flex items-center gap-2">
                          <input
                            type="checkbox"
                            className="h-4 w-4 accent-brand-700"
                            checked={row.attendedAt !== null}
                            disabled={!started || attendance.isPending}
                            aria-label={t("admin.registrations.markPresent", { name: row.name })}
                            onChange={(event) =>
                              attendance.mutate({ registrationId: row.id, present: event.target.checked })
                            }
                          />
                          {t("admin.registrations.present")}
                        </label>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryStatus>
    </section>
  );
}
