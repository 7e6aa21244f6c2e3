import "../i18n.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import type { AdminWorkshop } from "@disha/shared";
import { useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { paths } from "../../../config/paths.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useAdminWorkshops, useCancelWorkshop } from "../api/admin-api.ts";
import { ActionError, adminMessages } from "../components/admin-query.tsx";
import { WorkshopForm } from "../components/workshop-form.tsx";

const statusStyles = {
  draft: "bg-amber-100 text-amber-900",
  scheduled: "bg-green-100 text-green-900",
  cancelled: "bg-slate-200 text-slate-800",
} as const;

export default function WorkshopsTab() {
  const workshops = useAdminWorkshops();
  // null: the form is closed; "new": a new workshop; otherwise the workshop being edited
  const [editing, setEditing] = useState<AdminWorkshop | "new" | null>(null);
  const [cancelling, setCancelling] = useState<AdminWorkshop | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useCancelWorkshop();

  return (
    <section aria-labelledby="workshops-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="workshops-heading" className="text-2xl font-semibold text-slate-900">
          {t("admin.workshops.heading")}
        </h2>
        <button type="button" className={buttonStyles.primary} onClick={() => setEditing("new")}>
          {t("admin.workshops.new")}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-green-800">
        {notice}
      </p>
      <QueryStatus query={workshops} messages={adminMessages} placement="card">
        {(list) =>
          list.length === 0 ? (
            <p className="mt-6 text-slate-700">{t("admin.workshops.empty")}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {list.map((workshop) => (
                <li key={workshop.id} className="rounded-xl border border-slate-200 bg-white p-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h3 className="text-lg font-semibold text-slate-900">{workshop.title}</h3>
                      <p className="text-sm text-slate-700">
                        {workshop.instructor} ·{" "}
                        {workshop.status === "draft"
                          ? workshop.topic
                          : t("admin.workshops.when", { dateTime: formatIndiaDateTime(workshop.startsAt) })}
                      </p>
                      <p className="text-sm text-slate-700">
                        {t("admin.workshops.counts", {
                          registered: workshop.registered,
                          capacity: workshop.capacity,
                          attended: workshop.attended,
                        })}
                      </p>
                    </div>
                    <span className={`rounded-full px-3 py-1 text-sm font-medium ${statusStyles[workshop.status]}`}>
                      {t(`admin.workshops.status.${workshop.status}`)}
                    </span>
                  </div>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {workshop.status !== "cancelled" ? (
                      <button
                        type="button"
                        className={buttonStyles.secondary}
                        aria-label={`${workshop.status === "draft" ? t("admin.workshops.schedule") : t("admin.workshops.edit")}: ${workshop.title}`}
                        onClick={() => setEditing(workshop)}
                      >
                        {workshop.status === "draft" ? t("admin.workshops.schedule") : t("admin.workshops.edit")}
                      </button>
                    ) : null}
                    {workshop.status !== "draft" ? (
                      <Link
                        to={paths.admin.registrations.href(workshop.id)}
                        className={buttonStyles.secondary}
                        aria-label={`${t("admin.workshops.registrations")}: ${workshop.title}`}
                      >
                        {t("admin.workshops.registrations")}
                      </Link>
                    ) : null}
                    {workshop.status === "scheduled" ? (
                      <button
                        type="button"
                        className={buttonStyles.ghost}
                        aria-label={`${t("admin.workshops.cancel")}: ${workshop.title}`}
                        onClick={() => setCancelling(workshop)}
                      >
                        {t("admin.workshops.cancel")}
                      </button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("admin.workshops.form.createTitle") : t("admin.workshops.form.editTitle")}
        className="w-[min(94vw,40rem)]"
      >
        {editing !== null ? (
          <WorkshopForm
            key={editing === "new" ? "new" : editing.id}
            workshop={editing === "new" ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setNotice(t("admin.workshops.form.saved"));
            }}
          />
        ) : null}
      </Dialog>

      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t("admin.workshops.cancel")}
        description={cancelling ? t("admin.workshops.cancelConfirm", { title: cancelling.title }) : undefined}
      >
        <ActionError error={cancel.error} />
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={cancel.isPending}
            onClick={() => {
              if (!cancelling) return;
              cancel.mutate(cancelling.id, {
                onSuccess: () => {
                  setCancelling(null);
                  setNotice(t("admin.workshops.cancelled"));
                },
              });
            }}
          >
            {t("admin.workshops.cancel")}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => setCancelling(null)}>
            {t("admin.workshops.keep")}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
