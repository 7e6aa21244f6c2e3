import type { OutboxListResponse, OutboxMessage } from "@disha/shared";
import type { Browser, Page } from "@playwright/test";
import { grantRole } from "./admin.ts";
import { type E2eServer, expect, mainServer, newStudent, signUpThroughApi } from "./fixtures.ts";

/** A page of its own, signed in as a new admin of `server`: with no SMTP server, mail waits in its outbox. */
export async function adminPage(browser: Browser, server: E2eServer = mainServer): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  const admin = await signUpThroughApi(page, newStudent("outbox-admin"), server);
  await grantRole(admin.email, "admin", server);
  return page;
}

/** The path of the newest mail of `kind` to `address`, read from the outbox through an admin's API. */
export async function mailedPath(admin: Page, address: string, kind: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    const listed = (await (
      await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(address)}`)
    ).json()) as OutboxListResponse;
    const message = listed.messages.find((candidate) => candidate.kind === kind);
    expect(message).toBeDefined();
    const letter = (await (await admin.request.get(`/api/admin/outbox/${message?.id}`)).json()) as OutboxMessage;
    found = pattern.exec(letter.text)?.[1];
    expect(found).toBeDefined();
  }).toPass();
  return found!;
}
