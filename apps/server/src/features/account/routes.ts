import { deleteCookie } from "hono/cookie";
import { defineRoutes, requireUser, signedIn } from "../../lib/access.ts";
import { eraseSubject, exportSubject } from "../../lib/personal-data.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { mentorStandingChanged } from "../bookings/index.ts";
import { accountApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";
import { firstSteps } from "./first-steps.ts";
import { readPreferences, updatePreferences } from "./preferences.ts";

const on = routesUnder("/api/me");

// Students are minors: what we keep about them is theirs to take away and to erase.
export const accountRoutes = defineRoutes("/api/me", {
  // what the web app shows a mentor or an admin beside a student's pages; the server still checks each route
  [on(accountApi.roles)]: {
    access: signedIn,
    handler: async (c) => c.json({ roles: (await requireUser(c)).roles }),
  },
  // the dashboard's "what next" checklist, read from the student's own rows
  [on(accountApi.firstSteps)]: {
    access: signedIn,
    handler: async (c) => c.json(await firstSteps(c.var.deps.db, await requireUser(c))),
  },
  // the language and theme the account remembers: every device it signs in on, and its mail, follow them
  [on(accountApi.preferences)]: {
    access: signedIn,
    handler: async (c) => c.json(await readPreferences(c.var.deps.db, (await requireUser(c)).id)),
  },
  [on(accountApi.updatePreferences)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const input = await parseJsonBody(c, accountApi.updatePreferences.body);
      return c.json(await updatePreferences(c.var.deps.db, user.id, input));
    },
  },
  [on(accountApi.export)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const { db, personalData } = c.var.deps;
      const data = await exportSubject(db, personalData, { userId: user.id, email: user.email });
      c.header("content-disposition", 'attachment; filename="disha-my-data.json"');
      return c.json({ exportedAt: new Date().toISOString(), ...data });
    },
  },
  [on(accountApi.delete)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      await parseJsonBody(c, accountApi.delete.body);
      const { db, caches, files, personalData, sessionEvents, auth } = c.var.deps;
      await eraseSubject(db, personalData, { userId: user.id, email: user.email }, files);
      sessionEvents.emit({ reason: "account-deleted", userId: user.id });
      // a mentor's card went with the account, and their students' cancellation mail is queued; a
      // student's bookings went too, freeing slots of any mentor
      mentorStandingChanged({ db, caches });
      // the session rows went with the user; the browser's cookies go too. A browser drops a cookie only
      // when the clearing header carries the attributes it was set with (a __Secure- one needs Secure)
      const { authCookies } = await auth.$context;
      for (const { name, attributes } of Object.values(authCookies)) {
        const { path, domain, secure, sameSite, httpOnly } = attributes;
        deleteCookie(c, name, { path, domain, secure, sameSite, httpOnly });
      }
      return c.body(null, 204);
    },
  },
});
