import "../i18n.ts";
import type { WorkshopRegistration } from "@disha/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderPage, student } from "../../../testing/render.tsx";
import { RegistrationForm } from "./registration-page.tsx";

const registration: WorkshopRegistration = {
  id: "reg-1",
  workshopId: "w-1",
  workshopSlug: "career-fundamentals",
  workshopTitle: "Career Fundamentals",
  startsAt: "2031-06-07T10:30:00.000Z",
  status: "confirmed",
  meetingUrl: "https://meet.google.com/abc-defg-hij",
  name: student.name,
  email: student.email,
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the workshop registration form", () => {
  it("shows the catalog's message for every missing field and a bad phone number, and sends nothing", async () => {
    const calls = mockApi({});
    renderPage(
      <RegistrationForm slug="career-fundamentals" user={null} onRegistered={vi.fn()} />,
      "/workshops/x/register",
    );
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    for (const message of [
      "Name is required",
      "Phone number is required",
      "Choose a gender",
      "Email is required",
      "Choose a subject",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    type("Phone number", "98765x4321");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(
      await screen.findByText("Enter a 10-digit Indian mobile number, such as 98765 43210 or +91 98765 43210"),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("posts a visitor's details, the e-mail in lower case, to the workshop's registrations", async () => {
    const calls = mockApi({
      "POST /api/workshops/career-fundamentals/registrations": { status: 201, body: registration },
    });
    const onRegistered = vi.fn();
    renderPage(
      <RegistrationForm slug="career-fundamentals" user={null} onRegistered={onRegistered} />,
      "/workshops/x/register",
    );
    type("Name", "Meher Kaur");
    type("Phone number", "098765 43210");
    choose("Gender", "FEMALE");
    type("Email", "Meher.Kaur@Example.in");
    choose("Subject", "Commerce");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(registration));
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/workshops/career-fundamentals/registrations",
        body: {
          name: "Meher Kaur",
          phoneNumber: "+919876543210",
          gender: "FEMALE",
          email: "meher.kaur@example.in",
          subject: "Commerce",
        },
      },
    ]);
  });

  it("a signed-in student's name and e-mail come from the account and cannot be edited", async () => {
    const calls = mockApi({
      "POST /api/workshops/career-fundamentals/registrations": { status: 201, body: registration },
    });
    const onRegistered = vi.fn();
    renderPage(
      <RegistrationForm slug="career-fundamentals" user={student} onRegistered={onRegistered} />,
      "/workshops/x/register",
    );
    const name = screen.getByLabelText<HTMLInputElement>("Name");
    const email = screen.getByLabelText<HTMLInputElement>("Email");
    expect([name.value, name.readOnly, email.value, email.readOnly]).toEqual([student.name, true, student.email, true]);
    type("Phone number", "9000012345");
    choose("Gender", "NON-BINARY");
    choose("Subject", "Arts");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      name: student.name,
      phoneNumber: "+919000012345",
      gender: "NON-BINARY",
      email: student.email,
      subject: "Arts",
    });
  });
});
