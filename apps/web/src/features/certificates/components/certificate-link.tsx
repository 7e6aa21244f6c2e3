import "../i18n.ts";
import { workshopsApi } from "@disha/shared/api";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { urlOf } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";

/** The download of a workshop's certificate, once an admin marked the student present. */
export function CertificateLink({ registrationId, workshopTitle }: { registrationId: string; workshopTitle: string }) {
  return (
    <a
      href={urlOf(workshopsApi.certificate, { params: { id: registrationId } })}
      download
      className={buttonStyles.primary}
    >
      {t("certificates.download")}
      <span className="sr-only">: {workshopTitle}</span>
    </a>
  );
}
