import "../i18n.ts";
import {
  type AcceptInvitationInput,
  AcceptInvitationSchema,
  type InvitationView,
  MIN_PASSWORD_LENGTH,
} from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { setSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useAcceptInvitation, useInvitation } from "../api/invitations-api.ts";

function Card({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationView }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const form = useForm<AcceptInvitationInput>({
    resolver: zodResolver(AcceptInvitationSchema),
    mode: "onTouched",
    defaultValues: { name: invitation.name ?? "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, ["name", "password"]);

  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      const { user } = await accept.mutateAsync(input);
      setSession({ user: { ...user, image: null } });
      // a new mentor's first task is their hours, a counsellor's their classes: each console asks for them
      void navigate(invitation.role === "counsellor" ? paths.counsellor.href() : paths.mentorConsole.href());
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <>
      <p className="mt-1 text-slate-700">{t("invitations.intro", { email: invitation.email })}</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <FormAlert message={server.formError} />
        <TextField
          label={t("invitations.name")}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextField
          label={t("invitations.password")}
          type="password"
          autoComplete="new-password"
          hint={t("invitations.passwordHint", { min: MIN_PASSWORD_LENGTH })}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
          {isSubmitting
            ? t("invitations.submitting")
            : invitation.role === "counsellor"
              ? t("invitations.counsellorSubmit")
              : t("invitations.submit")}
        </button>
      </form>
    </>
  );
}

/** Where the link in a mentor's invitation leads: they choose a name and a password, once. */
export default function AcceptInvitationPage() {
  usePageMeta(t("invitations.title"), t("invitations.title"));
  const token = useParams().token ?? "";
  const invitation = useInvitation(token);

  return (
    <Card>
      <h1 className="text-2xl font-bold text-slate-900">
        {invitation.isError
          ? t("invitations.invalidTitle")
          : invitation.data?.role === "counsellor"
            ? t("invitations.counsellorTitle", { school: invitation.data.schoolName ?? "" })
            : t("invitations.title")}
      </h1>
      <QueryStatus
        query={invitation}
        placement="card"
        messages={{ loading: t("invitations.loading"), failed: t("invitations.invalidBody") }}
      >
        {(found) => <AcceptForm token={token} invitation={found} />}
      </QueryStatus>
    </Card>
  );
}
