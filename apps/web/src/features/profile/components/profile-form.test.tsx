import "../i18n.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderPage } from "../../../testing/render.tsx";
import { ProfileForm } from "./profile-form.tsx";

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));

describe("the profile form", () => {
  it("shows the catalog's message for every required field of step 1 and stays there", async () => {
    const calls = mockApi({});
    renderPage(<ProfileForm userId="user-1" />, "/dashboard/profile");
    next();
    for (const message of [
      "Full name is required",
      "Date of birth is required",
      "Gender is required",
      "Location is required",
      "Mobile Number is required",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    type("Mobile Number *", "98765");
    expect(
      await screen.findByText("Enter a 10-digit Indian mobile number, such as 98765 43210 or +91 98765 43210"),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toContain("Personal Details");
    expect(calls).toEqual([]);
  });

  it("starts from the name given at sign-up", () => {
    mockApi({});
    renderPage(<ProfileForm userId="user-1" name="Asha Verma" />, "/dashboard/profile");
    expect(screen.getByLabelText<HTMLInputElement>("Full name *").value).toBe("Asha Verma");
  });

  it("walks the four steps and posts the answers as the API expects", async () => {
    const calls = mockApi({ "POST /api/profile": { status: 201, body: { user: {} } } });
    renderPage(<ProfileForm userId="user-1" />, "/dashboard/profile");
    type("Full name *", "Asha Verma");
    type("Date of birth *", "2010-05-14");
    fireEvent.click(screen.getByRole("radio", { name: "Female" }));
    type("Location (city) *", "Pune");
    type("Mobile Number *", "+91 98765-43210");
    next();
    await screen.findByLabelText("School name *");
    type("School name *", "City School");
    fireEvent.click(screen.getByRole("radio", { name: "9th-10th" }));
    type("Percentage in your previous class *", "87.5");
    type("Favourite subject *", "Biology");
    type("What do you want to become? *", "Doctor");
    next();
    await screen.findByLabelText("Hobbies and interests *");
    type("Hobbies and interests *", "Reading");
    type("Favourite kind of movie", "mystry");
    next();
    fireEvent.click(await screen.findByRole("radio", { name: "In India" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByText("dashboard page")).toBeTruthy());
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/profile",
        body: {
          name: "Asha Verma",
          dob: "2010-05-14",
          gender: "female",
          location: "Pune",
          mobileNumber: "+919876543210",
          school: "City School",
          study: "9-10",
          previousClassPercentage: "87.5",
          favouriteSubject: "Biology",
          aspiration: "Doctor",
          hobbies: "Reading",
          movie: "mystry",
          higherEducation: "india",
        },
      },
    ]);
  });
});
