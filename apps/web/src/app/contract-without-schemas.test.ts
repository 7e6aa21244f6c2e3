import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contractWithoutSchemas } from "./contract-without-schemas.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const contractDir = path.resolve(here, "../../../../packages/shared/src/api");
const webSrc = path.resolve(here, "..");
const contractFiles = readdirSync(contractDir).filter((file) => file.endsWith(".ts") && !file.includes(".test."));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the web app's build of the contract", () => {
  it("leaves every request schema out of each contract module, and their imports", () => {
    for (const file of contractFiles) {
      const source = readFileSync(path.join(contractDir, file), "utf8");
      const built = contractWithoutSchemas(source, path.join(contractDir, file));
      expect(built, file).not.toBeNull();
      expect(built, file).not.toMatch(/\b\w+Schema\b/);
      // what is not a schema stays: the method, the path, a file body, a query the server checks
      for (const kept of [/method: "/g, /path: "/g, /fileBody/g, /serverQuery/g])
        expect(built!.match(kept)?.length, `${file} ${kept}`).toBe(source.match(kept)?.length);
    }
  });

  it("keeps the types and other names an import brings beside a schema", () => {
    const source = [
      'import { type Booking, BookingSchema, type MyBookingsResponse } from "../booking.ts";',
      'import { RescheduleSchema } from "../booking-schemas.ts";',
      'export const api = { book: endpoint({ method: "POST", path: "/api/book", body: BookingSchema }),',
      '  move: endpoint({ method: "POST", path: "/api/move", body: RescheduleSchema, query: SlotsQuerySchema }) };',
    ].join("\n");
    expect(contractWithoutSchemas(source, "/repo/packages/shared/src/api/bookings.ts")).toBe(
      [
        'import { type Booking, type MyBookingsResponse } from "../booking.ts";',
        "",
        'export const api = { book: endpoint({ method: "POST", path: "/api/book", body: undefined }),',
        '  move: endpoint({ method: "POST", path: "/api/move", body: undefined, query: undefined }) };',
      ].join("\n"),
    );
  });

  it("leaves every other module as it is", () => {
    expect(
      contractWithoutSchemas("const x = { body: ProfileSchema };", "/repo/packages/shared/src/profile.ts"),
    ).toBeNull();
    expect(contractWithoutSchemas("", "/repo/apps/web/src/features/plan/api/plan-api.ts")).toBeNull();
  });

  it("is safe because the web app never reads an endpoint's schemas", () => {
    const readsSchema = /\b\w+Api\.\w+\.(body|query)\b|\bendpoint\.(body|query)\b/;
    const offenders = sourceFiles(webSrc).filter((file) => readsSchema.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
