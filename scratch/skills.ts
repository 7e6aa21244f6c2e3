import { knowledgeBase } from "@disha/content/knowledge/base";
const cs = knowledgeBase.careers;
console.log(cs.length, cs.filter((c) => !c.skills?.length).length, cs.filter((c) => c.skills?.some((s) => !s.hi)).length);
console.log(JSON.stringify(cs.find((c) => c.id === "doctor")?.skills?.slice(0, 2)));
