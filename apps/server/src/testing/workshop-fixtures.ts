import type { WorkshopRegistration } from "@disha/shared";
import { mailedConfirmationToken } from "./mail-fixtures.ts";
import { TestClient } from "./test-client.ts";
import type { TestContext } from "./test-server.ts";

/** A visitor registers while signed out and opens the link mailed to the address, as its owner would. */
export async function registerConfirmed(
  context: TestContext,
  workshop: string,
  body: { email: string } & Record<string, unknown>,
): Promise<WorkshopRegistration> {
  const registered = await new TestClient(context).post<WorkshopRegistration>(
    `/api/workshops/${workshop}/registrations`,
    body,
  );
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
  const token = await mailedConfirmationToken(context.deps, body.email);
  const confirmed = await new TestClient(context).post<WorkshopRegistration>(
    "/api/workshops/registrations/confirmations",
    { token },
  );
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status}`);
  return confirmed.body;
}
