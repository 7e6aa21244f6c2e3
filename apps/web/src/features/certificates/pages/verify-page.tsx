import "../i18n.ts";
import { workshopsApi } from "@disha/shared/api";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { apiQuery } from "../../../lib/api-query.ts";
import { formatDay } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";

/** The public page printed on every certificate: confirms name, workshop and date, nothing more. */
export default function VerifyPage() {
  usePageMeta(t("certificates.verify.title"), t("certificates.verify.description"));
  const { code = "" } = useParams();
  const certificate = useQuery({ ...apiQuery(workshopsApi.verifyCertificate, { params: { code } }), retry: false });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("certificates.verify.title")}</h1>
      <QueryStatus
        query={certificate}
        messages={{
          loading: t("certificates.verify.loading"),
          failed: (error) =>
            error instanceof ApiRequestError && error.status === 404
              ? t("certificates.verify.invalid")
              : t("certificates.verify.loadFailed"),
        }}
      >
        {(found) => (
          <section
            aria-labelledby="certificate-valid"
            className="mt-6 rounded-2xl border border-green-300 bg-green-50 p-6"
          >
            <p id="certificate-valid" role="status" className="text-lg font-semibold text-green-900">
              {t("certificates.verify.valid")}
            </p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-900">
              <dt className="font-medium">{t("certificates.verify.name")}</dt>
              <dd translate="no">{found.name}</dd>
              <dt className="font-medium">{t("certificates.verify.workshop")}</dt>
              <dd data-content>{found.workshopTitle}</dd>
              <dt className="font-medium">{t("certificates.verify.date")}</dt>
              <dd>{formatDay(found.date)}</dd>
              <dt className="font-medium">{t("certificates.verify.code")}</dt>
              <dd translate="no">{found.code}</dd>
            </dl>
          </section>
        )}
      </QueryStatus>
    </div>
  );
}
