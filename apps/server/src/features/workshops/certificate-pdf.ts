import { t } from "@disha/shared/i18n";
import PDFDocument from "pdfkit";

export interface CertificateFacts {
  code: string;
  name: string;
  workshopTitle: string;
  instructor: string;
  /** YYYY-MM-DD, India time */
  date: string;
  /** the public page that confirms the certificate */
  verifyUrl: string;
}

function longDate(date: string): string {
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** A one-page A4 landscape certificate of participation, with the address that verifies it. */
export function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    info: { Title: t("certificates.pdf.pdfTitle", { workshop: facts.workshopTitle }), Author: "Disha" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { width, height } = doc.page;
  doc
    .lineWidth(3)
    .strokeColor("#4338ca")
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor("#a5b4fc")
    .rect(34, 34, width - 68, height - 68)
    .stroke();

  doc.moveDown(2);
  doc.font("Helvetica-Bold").fontSize(14).fillColor("#4338ca").text("DISHA", { align: "center", characterSpacing: 4 });
  doc.moveDown(1);
  doc.font("Helvetica-Bold").fontSize(32).fillColor("#111827").text(t("certificates.pdf.heading"), { align: "center" });
  doc.moveDown(1);
  doc.font("Helvetica").fontSize(14).fillColor("#374151").text(t("certificates.pdf.certifies"), { align: "center" });
  doc.moveDown(0.6);
  doc.font("Helvetica-Bold").fontSize(26).fillColor("#111827").text(facts.name, { align: "center" });
  doc.moveDown(0.6);
  doc.font("Helvetica").fontSize(14).fillColor("#374151").text(t("certificates.pdf.attended"), { align: "center" });
  doc.moveDown(0.4);
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#1e1b4b").text(facts.workshopTitle, { align: "center" });
  doc.moveDown(0.4);
  doc
    .font("Helvetica")
    .fontSize(13)
    .fillColor("#374151")
    .text(t("certificates.pdf.ledBy", { instructor: facts.instructor, date: longDate(facts.date) }), {
      align: "center",
    });

  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#4b5563")
    .text(t("certificates.pdf.verifyAt", { code: facts.code, url: facts.verifyUrl }), 56, height - 96, {
      align: "center",
      width: width - 112,
    });
  doc.end();
  return done;
}
