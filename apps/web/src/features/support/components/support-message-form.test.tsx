import "../i18n.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderPage } from "../../../testing/render.tsx";
import { SupportMessageForm } from "./support-message-form.tsx";

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
// the browser's own required check comes first; submitting the form directly reaches the schema's checks
const submit = () => fireEvent.submit(screen.getByRole("form", { name: "Send Us A Message" }));

describe("the support message form", () => {
  it("shows the catalog's message for a bad e-mail and phone and sends nothing", async () => {
    const calls = mockApi({});
    renderPage(<SupportMessageForm />, "/dashboard/help");
    type("Name", "Ravi Kumar");
    type("Email", "not-an-email");
    type("Phone", "12");
    type("Message", "Hello");
    submit();
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(
      screen.getByText("Enter a 10-digit Indian mobile number, such as 98765 43210 or +91 98765 43210"),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("posts the message with the chosen way to reply and confirms it", async () => {
    const calls = mockApi({ "POST /api/support-messages": { status: 201, body: { message: {} } } });
    renderPage(<SupportMessageForm />, "/dashboard/help");
    type("Name", "Ravi Kumar");
    type("Email", "ravi.kumar@example.in");
    type("Phone", "+91 98765 43210");
    fireEvent.click(screen.getByRole("radio", { name: "Phone" }));
    type("Message", "How do I book a second session?");
    submit();
    expect((await screen.findByText("Your message has been submitted successfully!")).getAttribute("role")).toBe(
      "status",
    );
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/support-messages",
        body: {
          name: "Ravi Kumar",
          email: "ravi.kumar@example.in",
          phone: "+919876543210",
          preferredContact: "phone",
          message: "How do I book a second session?",
        },
      },
    ]);
  });
});
