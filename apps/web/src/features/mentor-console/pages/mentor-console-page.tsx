import "../i18n.ts";
import "../../../lib/i18n/ui.ts";
import type { MentorConsoleResponse } from "@disha/shared";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useMentorConsole, useMentorSessions, useSaveMeetingLink } from "../api/mentor-console-api.ts";
import { AvailabilityForm } from "../components/availability-form.tsx";
import { CardForm } from "../components/card-form.tsx";
import { MeetingLinkForm } from "../components/meeting-link-form.tsx";
import { PhotoPicker } from "../components/photo-picker.tsx";
import { SessionList } from "../components/session-list.tsx";

export default function MentorConsolePage() {
  usePageMeta(t("mentorConsole.title"), t("mentorConsole.description"));
  const { user, isPending } = useSession();
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("mentorConsole.title")}</h1>
      {isPending ? (
        <p className="text-slate-700">{t("common.loading")}</p>
      ) : user ? (
        <Console />
      ) : (
        <p className="text-slate-800">
          {t("mentorConsole.signIn")}{" "}
          <Link to={paths.signIn.href()} className={buttonStyles.primary}>
            {t("mentorConsole.signInLink")}
          </Link>
        </p>
      )}
    </div>
  );
}

function Console() {
  const view = useMentorConsole();
  const sessions = useMentorSessions(view.isSuccess);
  return (
    <QueryStatus
      query={view}
      placement="card"
      messages={{
        loading: t("common.loading"),
        failed: (error) =>
          error instanceof ApiRequestError && error.status === 403 ? t("mentorConsole.notMentor") : error.message,
      }}
    >
      {(data) => <ConsoleView view={data} sessions={sessions} />}
    </QueryStatus>
  );
}

function ConsoleView({
  view,
  sessions,
}: {
  view: MentorConsoleResponse;
  sessions: ReturnType<typeof useMentorSessions>;
}) {
  const saveLink = useSaveMeetingLink();
  const { mentor, availability, isDefault } = view;
  return (
    <>
      <p className="text-slate-700">
        {t("mentorConsole.signedInAs")} <span translate="no">{mentor.name}</span>
      </p>
      <section aria-labelledby="console-card" className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5">
        <div>
          <h2 id="console-card" className="text-xl font-semibold text-slate-900">
            {t("mentorConsole.card.title")}
          </h2>
          <p className="mt-1 text-slate-700">{t("mentorConsole.card.intro")}</p>
        </div>
        <PhotoPicker mentorId={mentor.id} name={mentor.name} photoUrl={mentor.photoUrl} />
        <CardForm card={mentor} />
      </section>
      <section aria-labelledby="console-link" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="console-link" className="text-xl font-semibold text-slate-900">
          {t("mentorConsole.link.title")}
        </h2>
        <MeetingLinkForm
          id="mentor-meeting-link"
          label={t("mentorConsole.link.label")}
          hint={t("mentorConsole.link.hint")}
          initial={mentor.meetingUrl ?? ""}
          isSaving={saveLink.isPending}
          onSave={(meetingUrl, done) =>
            saveLink.mutate(meetingUrl, { onSuccess: () => done(null), onError: (error) => done(error.message) })
          }
        />
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-5">
        <AvailabilityForm rules={availability} isDefault={isDefault} />
      </section>
      <QueryStatus
        query={sessions}
        placement="card"
        messages={{ loading: t("common.loading"), failed: (error) => error.message }}
      >
        {(data) => <SessionList upcoming={data.upcoming} past={data.past} />}
      </QueryStatus>
    </>
  );
}
