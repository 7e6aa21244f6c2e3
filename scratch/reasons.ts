import { knowledgeBase } from "@disha/content/knowledge/base";
import { createTranslator } from "@disha/shared/i18n";
import { interestCode, type RankingStudent, rankCareers, translateReason } from "@disha/shared/plan";
import { aliasesOfCareers } from "../apps/server/src/features/plan/service.ts";
const en = createTranslator("en");
const profiles: RankingStudent[] = [
  { interests: { scores: { R: 24, I: 30, A: 8, S: 38, E: 10, C: 12 }, code: interestCode({ R: 24, I: 30, A: 8, S: 38, E: 10, C: 12 }) }, favouriteSubject: "Biology", nonFavouriteSubject: "Mathematics", hobbies: "Drawing, Reading", study: "9-10", stream: "science", aspiration: "नर्स या डॉक्टर", strengths: "Patient, caring" } as RankingStudent,
  { interests: { scores: { R: 10, I: 12, A: 36, S: 20, E: 28, C: 8 }, code: interestCode({ R: 10, I: 12, A: 36, S: 20, E: 28, C: 8 }) }, favouriteSubject: "English", hobbies: "Music, Photography", study: "11-12", stream: "arts", aspiration: "designer" } as RankingStudent,
  { interests: { scores: { R: 14, I: 22, A: 8, S: 10, E: 30, C: 36 }, code: interestCode({ R: 14, I: 22, A: 8, S: 10, E: 30, C: 36 }) }, favouriteSubject: "Accountancy", hobbies: "Chess", study: "11-12", stream: "commerce", aspiration: "CA" } as RankingStudent,
];
for (const p of profiles) {
  const top = rankCareers(knowledgeBase.careers, p, {}, 10, aliasesOfCareers());
  console.log("----", p.interests?.code);
  for (const r of top) console.log(r.slug.padEnd(28), "|", r.reasons.map((x) => translateReason(en, x)).join(" / "));
  console.log("distinct first:", new Set(top.map((r) => r.reasons[0])).size);
}
