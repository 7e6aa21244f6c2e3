import { inLocale } from "@disha/shared/i18n";
import { describe, expect, it } from "vitest";
import { certificatePdf } from "./certificate-pdf.ts";

const facts = {
  code: "ABCD-1234",
  workshopTitle: "Choosing a stream after class 10",
  instructor: "Dr. Meera Iyer",
  date: "2026-11-20",
  verifyUrl: "https://disha.example/certificates/ABCD-1234",
};

// the font's name as the PDF names its embedded subset ('/BaseFont /ABCDEF+NotoSansDevanagari-Bold')
const embedsDevanagari = (pdf: Buffer) => /\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/.test(pdf.toString("latin1"));

describe("a certificate", () => {
  it("prints a Hindi name in the embedded Noto Sans Devanagari", async () => {
    const pdf = await certificatePdf({ ...facts, name: "आशा वर्मा" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(embedsDevanagari(pdf)).toBe(true);
  });

  it("embeds no Devanagari font for a certificate without Devanagari", async () => {
    expect(embedsDevanagari(await certificatePdf({ ...facts, name: "Asha Verma" }))).toBe(false);
  });

  it("is written in the student's language", async () => {
    const pdf = await inLocale("hi", () => certificatePdf({ ...facts, name: "Asha Verma" }));
    expect(embedsDevanagari(pdf)).toBe(true);
  });
});
