import "../i18n.ts";
import {
  type AcceptInvitationInput,
  AcceptInvitationSchema,
  type InvitationView,
  MIN_PASSWORD_LENGTH,
} from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { refreshSession, setSession, useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useAcceptInvitation, useClaimInvitation, useInvitation } from "../api/invitations-api.ts";

function Card({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}

// a new mentor's first task is their hours, a counsellor's their classes: each console asks for them
const consoleOf = (invitation: InvitationView) =>
  invitation.role === "counsellor" ? paths.counsellor.href() : paths.mentorConsole.href();

/** Signed in already: the invited address accepts with one press; any other address is told which to use. */
function ClaimAsAccount({ token, invitation, email }: { token: string; invitation: InvitationView; email: string }) {
  const navigate = useNavigate();
  const claim = useClaimInvitation(token);
  if (email.toLowerCase() !== invitation.email)
    return (
      <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {t("invitations.wrongAccount", { current: email, email: invitation.email })}
      </p>
    );
  return (
    <div className="mt-4 space-y-4">
      <p className="text-slate-700">{t("invitations.signedInIntro", { email: invitation.email })}</p>
      <FormAlert message={claim.error?.message} />
      <button
        type="button"
        className={`${buttonStyles.primary} w-full`}
        disabled={claim.isPending}
        onClick={() =>
          claim.mutate(undefined, {
            onSuccess: () => {
              refreshSession();
              void navigate(consoleOf(invitation));
            },
          })
        }
      >
        {claim.isPending ? t("invitations.claiming") : t("invitations.claimSubmit")}
      </button>
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
      void navigate(consoleOf(invitation));
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
      <p className="mt-6 text-slate-700">
        {t("invitations.haveAccount", { email: invitation.email })}{" "}
        <Link
          to={`${paths.signIn.href()}?next=${encodeURIComponent(paths.invitation.href(token))}`}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {t("invitations.signIn")}
        </Link>
      </p>
    </>
  );
}

/** A new invitee makes their account here; one signed in already accepts with it. */
function Accept({ token, invitation }: { token: string; invitation: InvitationView }) {
  const session = useSession();
  if (session.isPending) return <p className="mt-4 text-slate-700">{t("invitations.loading")}</p>;
  if (session.user) return <ClaimAsAccount token={token} invitation={invitation} email={session.user.email} />;
  return <AcceptForm token={token} invitation={invitation} />;
}

/** Where the link in a mentor's or counsellor's invitation leads: a new account, or the signed-in one, once. */
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
        {(found) => <Accept token={token} invitation={found} />}
      </QueryStatus>
    </Card>
  );
}
