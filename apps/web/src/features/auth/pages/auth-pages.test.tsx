import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderPage, student } from "../../../testing/render.tsx";
import SignInPage from "./sign-in-page.tsx";
import SignUpPage from "./sign-up-page.tsx";

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("sign-in", () => {
  it("shows the shared schema's messages for empty fields and sends nothing", async () => {
    const calls = mockApi({ "GET /api/auth/providers": { status: 200, body: { providers: [] } } });
    renderPage(<SignInPage />, "/sign-in");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("posts the e-mail and password to the sign-in endpoint and goes to the dashboard", async () => {
    const calls = mockApi({
      "GET /api/auth/providers": { status: 200, body: { providers: [] } },
      "POST /api/auth/sign-in/email": { status: 200, body: { user: student } },
    });
    renderPage(<SignInPage />, "/sign-in");
    type("Email", "  asha@example.in ");
    type("Password", "mango-lassi-42");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("dashboard page")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/api/auth/sign-in/email",
      body: { email: "asha@example.in", password: "mango-lassi-42" },
    });
  });

  it("shows the server's message for a wrong password", async () => {
    mockApi({
      "GET /api/auth/providers": { status: 200, body: { providers: [] } },
      "POST /api/auth/sign-in/email": {
        status: 401,
        body: { error: { code: "invalid_email_or_password", message: "Wrong email or password." } },
      },
    });
    renderPage(<SignInPage />, "/sign-in");
    type("Email", "asha@example.in");
    type("Password", "not-the-password");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Wrong email or password.");
  });
});

describe("sign-up", () => {
  it("shows the catalog's message for a short password and a bad e-mail", async () => {
    const calls = mockApi({});
    renderPage(<SignUpPage />, "/sign-up");
    type("Full name", "Asha Verma");
    type("Email", "asha@");
    type("Password", "short");
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("posts the name, e-mail and password to the sign-up endpoint", async () => {
    const calls = mockApi({ "POST /api/auth/sign-up/email": { status: 200, body: { user: student } } });
    renderPage(<SignUpPage />, "/sign-up");
    type("Full name", " Asha Verma ");
    type("Email", "asha@example.in");
    type("Password", "mango-lassi-42");
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(screen.getByText("dashboard page")).toBeTruthy());
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/auth/sign-up/email",
        body: { name: "Asha Verma", email: "asha@example.in", password: "mango-lassi-42" },
      },
    ]);
  });
});
