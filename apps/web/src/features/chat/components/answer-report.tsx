import { useMemo } from "react";
import { ReportMistake } from "../../support/index.tsx";
import { useRecordTitles } from "../api/record-titles.ts";
import { recordsNamedIn } from "../records.ts";

/** "Report a mistake" under a mentor's answer that names records by their pages; nothing under one that names none. */
export function AnswerReport({ text }: { text: string }) {
  const named = useMemo(() => recordsNamedIn(text), [text]);
  const records = useRecordTitles(named);
  if (records.length === 0) return null;
  return <ReportMistake className="mt-2 border-t border-slate-200 pt-2" records={records} />;
}
