// What other features may use of support: "Report a mistake" under a record. Its button is drawn with
// the page; the form, which brings the shared schemas, loads when a student opens it.
export { type ReportedRecord, ReportMistake } from "./components/report-mistake.tsx";
