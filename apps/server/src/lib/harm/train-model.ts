import { writeFileSync } from "node:fs";
import { storeModel, train } from "./classifier.ts";
import { readCorpus, recordQuestions } from "./corpus.ts";

/** `npm run train:moderation`: the classifier from the corpus and the base's records, written to model.json (checked in). */
export function trainedModelJson(): string {
  return `${JSON.stringify(storeModel(train([...readCorpus(), ...recordQuestions()])), null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL("./model.json", import.meta.url), trainedModelJson());
  console.log("model.json written");
}
