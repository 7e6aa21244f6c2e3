import careers from "./generated/careers.json" with { type: "json" };
import degrees from "./generated/degrees.json" with { type: "json" };
import exams from "./generated/exams.json" with { type: "json" };
import freeLearning from "./generated/free-learning.json" with { type: "json" };
import institutions from "./generated/institutions.json" with { type: "json" };
import scholarships from "./generated/scholarships.json" with { type: "json" };
import { buildKnowledgeBase } from "./lookups.ts";
import type { KnowledgeRecords } from "./schemas.ts";

// The whole knowledge base, compiled from data/ by `npm run content:build`. It is large: the web app
// imports this module lazily (import("@disha/content/knowledge/base")), never from the landing page.

// the JSON was parsed by the schemas before it was written, and a test fails when it is stale
const records = { careers, exams, degrees, institutions, scholarships, freeLearning } as unknown as KnowledgeRecords;

export const knowledgeBase = buildKnowledgeBase(records);
