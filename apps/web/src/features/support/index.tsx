import { type ComponentProps, Suspense, lazy } from "react";
import type { ReportMistake as ReportMistakeForm } from "./components/report-mistake.tsx";

// What other features may use of support: "Report a mistake" under a record. Its form brings the
// shared schemas with it, so it loads after the page it sits on.
export type { ReportedRecord } from "./components/report-mistake.tsx";

const LazyReportMistake = lazy(() =>
  import("./components/report-mistake.tsx").then((module) => ({ default: module.ReportMistake })),
);

export function ReportMistake(props: ComponentProps<typeof ReportMistakeForm>) {
  return (
    <Suspense fallback={null}>
      <LazyReportMistake {...props} />
    </Suspense>
  );
}
