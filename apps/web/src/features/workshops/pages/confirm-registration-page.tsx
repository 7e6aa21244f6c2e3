import "../i18n.ts";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { ConfirmMailedLink } from "../../../components/ui/confirm-mailed-link.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { useConfirmRegistration } from "../api/workshops-api.ts";
import { RegistrationSuccess } from "./registration-page.tsx";

/** The page the registration's confirmation mail links to; once confirmed it shows the registration. */
export default function ConfirmRegistrationPage() {
  usePageMeta(t("workshops.confirm.title"), t("workshops.confirm.description"));
  return (
    <ConfirmMailedLink
      confirm={useConfirmRegistration()}
      texts={{
        title: t("workshops.confirm.title"),
        explain: t("workshops.confirm.explain"),
        failed: t("workshops.confirm.failed"),
        submit: t("workshops.confirm.submit"),
        submitting: t("workshops.confirm.submitting"),
      }}
      done={(registration) => <RegistrationSuccess registration={registration} />}
    />
  );
}
