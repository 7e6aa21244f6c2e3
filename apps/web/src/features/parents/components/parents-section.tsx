import "../i18n.ts";
import type { ConsentStatus, ParentLinkSummary } from "@disha/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { DeleteStoredData } from "./delete-stored-data.tsx";
import {
  myParentsQuery,
  useDeleteOwnStoredData,
  useInviteParent,
  useSetParentShare,
  useUnlinkParent,
  useWithdrawOwnConsent,
} from "../api/parents-api.ts";

const linkStyles = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";

function InviteForm() {
  const invite = useInviteParent();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate(email.trim(), {
          onSuccess: () => {
            setSentTo(email.trim());
            setEmail("");
          },
        });
      }}
    >
      <TextField
        className="min-w-64 flex-1"
        label={t("parents.section.email")}
        type="email"
        autoComplete="off"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className={buttonStyles.primary} disabled={invite.isPending || !email.trim()}>
        {invite.isPending ? t("parents.section.inviting") : t("parents.section.invite")}
      </button>
      <div className="w-full">
        <FormAlert message={invite.error?.message} />
        {sentTo && !invite.error ? (
          <p role="status" className="text-green-900">
            {t("parents.section.invited", { email: sentTo })}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function ParentRow({ parent }: { parent: ParentLinkSummary }) {
  const share = useSetParentShare();
  const unlink = useUnlinkParent();
  const name = parent.parentName ?? parent.email;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="text-slate-900">
        {parent.status === "linked"
          ? t("parents.section.linked", { name, email: parent.email })
          : t("parents.section.pending", { email: parent.email })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {parent.status === "linked" ? (
          <label className="inline-flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={parent.share === "plan"}
              disabled={share.isPending}
              onChange={(event) => share.mutate({ id: parent.id, share: event.target.checked ? "plan" : "sessions" })}
            />
            {t("parents.section.sharePlan", { name })}
          </label>
        ) : null}
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={unlink.isPending}
          onClick={() => unlink.mutate(parent.id)}
        >
          {parent.status === "linked" ? t("parents.section.unlink") : t("parents.section.unlinkInvitation")}
        </button>
      </div>
      <FormAlert message={share.error?.message ?? unlink.error?.message} />
    </li>
  );
}

function ConsentNote({ consent }: { consent: ConsentStatus }) {
  const withdraw = useWithdrawOwnConsent();
  const removeStored = useDeleteOwnStoredData();
  if (!consent.required) return null;
  return (
    <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-slate-900">{t("parents.consent.title")}</h3>
      {consent.given ? (
        <>
          <p className="mt-1 text-slate-800">
            {t(consent.given.parentName ? "parents.consent.given" : "parents.consent.givenUnnamed", {
              name: consent.given.parentName ?? "",
              date: formatIndiaDateTime(consent.given.givenAt),
              version: consent.given.noticeVersion,
            })}
          </p>
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-3`}
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(undefined)}
          >
            {withdraw.isPending ? t("parents.consent.withdrawing") : t("parents.consent.withdraw")}
          </button>
        </>
      ) : (
        <>
          <p className="mt-1 text-slate-800">
            {withdraw.isSuccess ? t("parents.consent.withdrawn") : t("parents.consent.needed")}
          </p>
          {consent.storedData ? (
            <DeleteStoredData intro={t("parents.storedData.student")} remove={removeStored}>
              <a href="#your-data" className={linkStyles}>
                {t("parents.storedData.wholeAccount")}
              </a>
            </DeleteStoredData>
          ) : removeStored.isSuccess ? (
            <p role="status" className="mt-2 text-green-900">
              {t("parents.storedData.deleted")}
            </p>
          ) : null}
        </>
      )}
      <FormAlert message={withdraw.error?.message} />
      <p className="mt-3">
        <Link to={paths.privacy.href()} className={linkStyles}>
          {t("parents.consent.readNotice")}
        </Link>
      </p>
    </div>
  );
}

/** The student's parents: invite one by e-mail, choose what each sees, unlink; and the consent, when asked for. */
export function ParentsSection() {
  const parents = useQuery(myParentsQuery());
  return (
    <section aria-labelledby="your-parents" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="your-parents" className="text-lg font-semibold text-slate-900">
        {t("parents.section.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("parents.section.intro")}</p>
      <QueryStatus query={parents} placement="card">
        {(data) => (
          <>
            <ConsentNote consent={data.consent} />
            {data.parents.length === 0 ? (
              <p className="mt-4 text-slate-700">{t("parents.section.none")}</p>
            ) : (
              <ul className="mt-4 space-y-3">
                {data.parents.map((parent) => (
                  <ParentRow key={parent.id} parent={parent} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryStatus>
      <InviteForm />
    </section>
  );
}
