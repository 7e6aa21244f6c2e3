import type { TestContext } from "./test-server.ts";
import { outboxRows } from "./mail-fixtures.ts";
import type { TestClient } from "./test-client.ts";

/** The token of the newest link of `kind` mailed to `address` (`/verify-email/`, `/parent-invitations/`). */
export async function mailedLinkToken(
  context: TestContext,
  kind: "account.verify-email" | "parent.invitation",
  address: string,
): Promise<string> {
  const mail = (await outboxRows(context.deps, kind)).filter((row) => row.toAddress === address.toLowerCase()).at(-1);
  const found = /(?:verify-email\/|parent-invitations\/)(\S+)/.exec(mail?.text ?? "")?.[1];
  if (!found) throw new Error(`no ${kind} link was mailed to ${address}`);
  return decodeURIComponent(found);
}

/** Asks for a verification link as the signed-in `client` and opens it: the account's address is verified. */
export async function verifyAddress(context: TestContext, client: TestClient, email: string): Promise<void> {
  const asked = await client.post("/api/auth/send-verification-email", {});
  if (asked.status !== 200) throw new Error(`verification not sent: ${asked.status} ${JSON.stringify(asked.body)}`);
  const token = await mailedLinkToken(context, "account.verify-email", email);
  const verified = await client.post("/api/auth/verify-email", { token });
  if (verified.status !== 200) throw new Error(`not verified: ${verified.status} ${JSON.stringify(verified.body)}`);
}

/** A student invites `parentEmail`; answers the link's token from the outbox. */
export async function inviteParent(context: TestContext, student: TestClient, parentEmail: string): Promise<string> {
  const invited = await student.post("/api/me/parents", { email: parentEmail });
  if (invited.status !== 201) throw new Error(`not invited: ${invited.status} ${JSON.stringify(invited.body)}`);
  return mailedLinkToken(context, "parent.invitation", parentEmail);
}
