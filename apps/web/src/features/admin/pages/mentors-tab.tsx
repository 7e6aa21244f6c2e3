import "../i18n.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { TextField } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { useAdminMentors, useInviteMentor, useSetMentorActive } from "../api/admin-api.ts";
import { ActionError, adminMessages } from "../components/admin-query.tsx";

export default function MentorsTab() {
  const mentors = useAdminMentors();
  const setActive = useSetMentorActive();
  const invite = useInviteMentor();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [invited, setInvited] = useState<string | null>(null);
  return (
    <section aria-labelledby="mentors-heading" className="mt-6">
      <h2 id="mentors-heading" className="text-2xl font-semibold text-slate-900">
        {t("admin.mentors.heading")}
      </h2>
      <form
        aria-labelledby="invite-heading"
        className="mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setInvited(null);
          const input = { email, ...(name.trim() ? { name } : {}) };
          invite.mutate(input, {
            onSuccess: () => {
              setInvited(email);
              setEmail("");
              setName("");
            },
          });
        }}
      >
        <h3 id="invite-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.mentors.inviteHeading")}
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("admin.mentors.inviteEmail")}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={t("admin.mentors.inviteName")}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <ActionError error={invite.error} />
        <p role="status" className="text-sm text-green-800">
          {invited ? t("admin.mentors.invited", { email: invited }) : null}
        </p>
        <button type="submit" className={buttonStyles.primary} disabled={invite.isPending}>
          {t("admin.mentors.invite")}
        </button>
      </form>

      <h3 className="mt-6 text-lg font-semibold text-slate-900">{t("admin.mentors.listHeading")}</h3>
      <ActionError error={setActive.error} />
      <QueryStatus query={mentors} messages={adminMessages} placement="card">
        {(list) =>
          list.length === 0 ? (
            <p className="mt-4 text-slate-700">{t("admin.mentors.empty")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {list.map((mentor) => (
                <li key={mentor.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div>
                    <p className="font-medium text-slate-900" translate="no">
                      {mentor.name}
                      {mentor.isDemo ? (
                        <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                          {t("admin.mentors.demo")}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-700">
                      {mentor.email ?? t("admin.mentors.noAccount")} ·{" "}
                      {mentor.active ? t("admin.mentors.active") : t("admin.mentors.inactive")}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={setActive.isPending}
                    onClick={() => setActive.mutate({ mentorId: mentor.id, active: !mentor.active })}
                  >
                    {mentor.active
                      ? t("admin.mentors.deactivate", { name: mentor.name })
                      : t("admin.mentors.activate", { name: mentor.name })}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </section>
  );
}
