import { createRequire } from "node:module";
import { currentLocale, intlLocale, t } from "@disha/shared/i18n";
import PDFDocument from "pdfkit";

// Noto Sans Devanagari, embedded for Hindi names and words (the PDF's standard fonts have Latin letters
// only). fontkit subsets the WOFF files; their WOFF2 twins trip its subsetter.
const fontFile = (weight: number) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  );
const DEVANAGARI_FONTS = { regular: fontFile(400), bold: fontFile(700) };
const DEVANAGARI_RUN = /([\p{Script=Devanagari}\u200C\u200D]+)/u;

type Doc = InstanceType<typeof PDFDocument>;

/**
 * `text` in runs of one script each: Devanagari in Noto Sans Devanagari, the rest (Latin, digits, the
 * spaces between words) in Helvetica, one line wrapped and aligned as a whole.
 */
function write(doc: Doc, text: string, bold: boolean, options: PDFKit.Mixins.TextOptions, at?: [number, number]) {
  const runs = text.split(DEVANAGARI_RUN).filter((run) => run !== "");
  runs.forEach((run, index) => {
    const devanagari = DEVANAGARI_RUN.test(run);
    doc.font(devanagari ? (bold ? "devanagari-bold" : "devanagari") : bold ? "Helvetica-Bold" : "Helvetica");
    const continued = index < runs.length - 1;
    if (index === 0 && at) doc.text(run, at[0], at[1], { ...options, continued });
    else doc.text(run, { ...options, continued });
  });
}

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
  return new Intl.DateTimeFormat(intlLocale(currentLocale()), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A one-page A4 landscape certificate of participation, with the address that verifies it. */
export function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    info: { Title: t("certificates.pdf.pdfTitle", { workshop: facts.workshopTitle }), Author: "Disha" },
  });
  doc.registerFont("devanagari", DEVANAGARI_FONTS.regular);
  doc.registerFont("devanagari-bold", DEVANAGARI_FONTS.bold);
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
  const center = { align: "center" } as const;
  doc.fontSize(32).fillColor("#111827");
  write(doc, t("certificates.pdf.heading"), true, center);
  doc.moveDown(1);
  doc.fontSize(14).fillColor("#374151");
  write(doc, t("certificates.pdf.certifies"), false, center);
  doc.moveDown(0.6);
  doc.fontSize(26).fillColor("#111827");
  write(doc, facts.name, true, center);
  doc.moveDown(0.6);
  doc.fontSize(14).fillColor("#374151");
  write(doc, t("certificates.pdf.attended"), false, center);
  doc.moveDown(0.4);
  doc.fontSize(20).fillColor("#1e1b4b");
  write(doc, facts.workshopTitle, true, center);
  doc.moveDown(0.4);
  doc.fontSize(13).fillColor("#374151");
  write(doc, t("certificates.pdf.ledBy", { instructor: facts.instructor, date: longDate(facts.date) }), false, center);

  doc.fontSize(10).fillColor("#4b5563");
  write(
    doc,
    t("certificates.pdf.verifyAt", { code: facts.code, url: facts.verifyUrl }),
    false,
    { align: "center", width: width - 112 },
    [56, height - 96],
  );
  doc.end();
  return done;
}
