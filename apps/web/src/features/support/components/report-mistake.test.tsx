import "../i18n.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderPage } from "../../../testing/render.tsx";
import { ReportMistake } from "./report-mistake.tsx";

const FORM_LOADS_MS = 10_000;
const nurse = { kind: "career", id: "nurse", title: "Nurse" } as const;
const neet = { kind: "exam", id: "neet-ug", title: "NEET-UG" } as const;
// the session is read too; only reports count here
const reports = (calls: { path: string }[]) => calls.filter((call) => call.path === "/api/mistake-reports");
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

describe("Report a mistake", () => {
  it("opens a form about the page's record; the shared schema answers before anything is sent", async () => {
    const calls = mockApi({});
    renderPage(<ReportMistake records={[nurse]} />, "/careers/nurse");
    const open = screen.getByRole("button", { name: "Report a mistake in Nurse" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    expect(open.getAttribute("aria-expanded")).toBe("true");
    // the form's code loads when it is first opened (its first import is slow on a busy machine)
    await screen.findByRole("form", { name: "Report a mistake in Nurse" }, { timeout: FORM_LOADS_MS });
    type("What is wrong", "  ");
    type("Where the right fact is written (optional)", "ftp://example.org");
    fireEvent.submit(screen.getByRole("form", { name: "Report a mistake in Nurse" }));
    expect(await screen.findByText("Say what is wrong")).toBeTruthy();
    expect(screen.getByText("Enter a web address that starts with http:// or https://")).toBeTruthy();
    expect(reports(calls)).toEqual([]);
  });

  it("lets the student choose among the records an answer names, and sends the one chosen", async () => {
    const calls = mockApi({ "POST /api/mistake-reports": { status: 201, body: { report: {} } } });
    renderPage(<ReportMistake records={[nurse, neet]} />, "/dashboard/aichatbot");
    fireEvent.click(screen.getByRole("button", { name: "Report a mistake" }));
    fireEvent.change(await screen.findByRole("combobox", { name: "Which one is wrong" }, { timeout: FORM_LOADS_MS }), {
      target: { value: "exam:neet-ug" },
    });
    type("What is wrong", "The exam is held in May, not June.");
    fireEvent.submit(screen.getByRole("form", { name: "Report a mistake in NEET-UG" }));
    expect(await screen.findByText("Thank you. The Disha team will check this.")).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    expect(reports(calls)).toEqual([
      {
        method: "POST",
        path: "/api/mistake-reports",
        body: { kind: "exam", recordId: "neet-ug", message: "The exam is held in May, not June." },
      },
    ]);
  });
});
