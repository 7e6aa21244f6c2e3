import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { incompleteCatalogs } from "./catalog-gaps.ts";
import englishOnPurpose from "./hindi-english-on-purpose.json" with { type: "json" };

function localesDir(files: Record<string, object>): URL {
  const dir = mkdtempSync(path.join(tmpdir(), "disha-locales-"));
  for (const [file, messages] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(messages));
  }
  return pathToFileURL(`${dir}/`);
}

describe("the catalog files a language has gaps in", () => {
  it("are those lacking a key of English's, nested or not, and those not there at all", () => {
    const dir = localesDir({
      "en/common.json": { nav: { signIn: "Sign in", signUp: "Sign up" } },
      "en/landing.json": { title: "Your path" },
      "en/quiz.json": { start: "Start" },
      "hi/common.json": { nav: { signIn: "साइन इन", signUp: "साइन अप" } },
      "hi/landing.json": { title: "आपकी राह" },
      "hi/quiz.json": {},
      "ta/common.json": { nav: { signIn: "உள்நுழைக" } },
    });
    expect(incompleteCatalogs(dir)).toEqual(["hi/quiz", "ta/common", "ta/landing", "ta/quiz"]);
  });

  it("are, for the app's Hindi, only the namespaces of the messages it keeps in English on purpose", () => {
    const onPurpose = [...new Set(Object.keys(englishOnPurpose).map((key) => `hi/${key.split(".")[0]}`))];
    expect(incompleteCatalogs(new URL("./locales/", import.meta.url))).toEqual(onPurpose);
  });
});
