import { type ProfileResponse } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import { defineRoutes, ownerOf, requireUser, signedIn, pathParam } from "../../lib/access.ts";
import { HttpError } from "../../lib/errors.ts";
import { parseWith, readJsonBody } from "../../lib/validation.ts";
import { getOwnProfile, refuseOtherUser, submitProfile, updateProfile } from "./service.ts";
import { profileApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

const on = routesUnder("/api/profile");

// a student reads, submits and edits nobody's profile but their own
export const profileRoutes = defineRoutes("/api/profile", {
  [on(profileApi.get)]: {
    access: ownerOf(
      (c) => Promise.resolve(pathParam(c, "userId")),
      () => HttpError.notFound(t("errors.profile.none")),
    ),
    handler: async (c) => c.json<ProfileResponse>({ user: await getOwnProfile(c.var.deps.db, await requireUser(c)) }),
  },
  [on(profileApi.create)]: {
    access: signedIn,
    storesChildData: true,
    handler: async (c) => {
      const user = await requireUser(c);
      const body = await readJsonBody(c);
      refuseOtherUser(body, user);
      const input = parseWith(profileApi.create.body, body);
      return c.json<ProfileResponse>({ user: await submitProfile(c.var.deps.db, user, input) }, 201);
    },
  },
  // the editor: the whole form again, with the same rules as the first submission
  [on(profileApi.update)]: {
    access: signedIn,
    storesChildData: true,
    handler: async (c) => {
      const user = await requireUser(c);
      const body = await readJsonBody(c);
      refuseOtherUser(body, user);
      const input = parseWith(profileApi.update.body, body);
      return c.json<ProfileResponse>({ user: await updateProfile(c.var.deps.db, user, input) });
    },
  },
});
