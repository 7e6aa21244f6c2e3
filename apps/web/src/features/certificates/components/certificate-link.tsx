import "../i18n.ts";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { t } from "../../../lib/i18n/i18n.ts";

/** The download of a workshop's certificate, once an admin marked the student present. */
export function CertificateLink({ registrationId, workshopTitle }: { registrationId: string; workshopTitle: string }) {
  return (
    <a
      href={`/api/workshops/registrations/${encodeURIComponent(registrationId)}/certificate.pdf`}
      download
      className={buttonStyles.primary}
    >
      {t("certificates.download")}
      <span className="sr-only">: {workshopTitle}</span>
    </a>
  );
}
