// What pages outside My Plan show of it: the Save button and the progress marks. A light entry apart
// from index.ts: a visitor's are links to sign in, and the plan's queries and schemas load only for a
// signed-in student, so the career and roadmap pages a search opens do not wait for them.
export { SaveCareerButton } from "./components/save-career-button.tsx";
export { PathwayProgress } from "./components/pathway-progress.tsx";
