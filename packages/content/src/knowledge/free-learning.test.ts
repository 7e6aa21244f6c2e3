import { describe, expect, it } from "vitest";
import { freeLearningFile, freeLearningPerCareer, readKnowledge } from "./load.ts";
import { freeLearningOf } from "./lookups.ts";
import { careerFamilies, officialLearningHosts } from "./schemas.ts";

// The real data/free-learning.yaml: the links every career page shows under "Free learning to start with".

const { records, problems } = readKnowledge();
const resources = records.freeLearning;
const careerIds = new Set(records.careers.map((career) => career.id));

describe("free learning", () => {
  it("passes its schema and its checks", () => {
    expect(problems.filter((problem) => problem.file === freeLearningFile)).toEqual([]);
    expect(resources.length).toBeGreaterThan(10);
  });

  it("gives every career 2 to 5 resources", () => {
    expect(records.careers.length).toBeGreaterThanOrEqual(300);
    const counts = records.careers.map((career) => [career.id, freeLearningOf(resources, career).length] as const);
    expect(counts.filter(([, count]) => count < freeLearningPerCareer.min)).toEqual([]);
    expect(counts.filter(([, count]) => count > freeLearningPerCareer.max)).toEqual([]);
  });

  it("links only to https addresses on official sites", () => {
    const unofficial = resources.filter((resource) => {
      const url = new URL(resource.url);
      const official =
        /\.(gov|nic|ac|edu)\.in$/.test(url.hostname) ||
        (officialLearningHosts as readonly string[]).includes(url.hostname);
      return url.protocol !== "https:" || !official;
    });
    expect(unofficial.map((resource) => resource.url)).toEqual([]);
  });

  it("has unique ids, and names only career families and careers that exist", () => {
    const ids = resources.map((resource) => resource.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const resource of resources) {
      for (const family of resource.families ?? []) expect(careerFamilies, resource.id).toContain(family);
      for (const career of resource.careers ?? [])
        expect(careerIds.has(career), `${resource.id}: ${career}`).toBe(true);
    }
  });

  it("shows every resource on some career's page, and the nurse's council before the general portals", () => {
    const shown = new Set(
      records.careers.flatMap((career) => freeLearningOf(resources, career).map((item) => item.id)),
    );
    expect(resources.filter((resource) => !shown.has(resource.id)).map((resource) => resource.id)).toEqual([]);

    const nurse = records.careers.find((career) => career.id === "nurse")!;
    const forNurse = freeLearningOf(resources, nurse).map((resource) => resource.id);
    expect(forNurse[0]).toBe("indian-nursing-council");
    expect(forNurse).toContain("swayam");
  });
});
