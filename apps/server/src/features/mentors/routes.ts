import { SlotsQuerySchema } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import { currentUser, defineRoutes, publicAccess, pathParam } from "../../lib/access.ts";
import { HttpError } from "../../lib/errors.ts";
import { parseWith } from "../../lib/validation.ts";
import { avatarSvg } from "./avatar.ts";
import { mentorsJson } from "./list-cache.ts";
import { readMentorPhoto } from "./photo.ts";
import { findMentor } from "./queries.ts";
import { mentorSlots, unknownMentor } from "./service.ts";

export const mentorsRoutes = defineRoutes("/api/mentors", {
  "GET /": {
    access: publicAccess,
    handler: async (c) => {
      const body = await mentorsJson(c.var.deps.db);
      return c.body(body, 200, {
        "content-type": "application/json; charset=UTF-8",
        "cache-control": "public, max-age=60",
      });
    },
  },
  // public; a signed-in student also sees which slots clash with their own sessions
  "GET /:id/slots": {
    access: publicAccess,
    handler: async (c) => {
      const { date } = parseWith(SlotsQuerySchema, { date: c.req.query("date") });
      const viewer = await currentUser(c);
      return c.json(await mentorSlots(c.var.deps.db, pathParam(c, "id"), date, viewer?.id ?? null));
    },
  },
  "GET /:id/photo.webp": {
    access: publicAccess,
    handler: async (c) => {
      const mentor = await findMentor(c.var.deps.db, pathParam(c, "id"));
      if (!mentor) throw unknownMentor();
      const photo =
        mentor.photoVersion === null ? undefined : await readMentorPhoto(c.var.deps.env.DATA_DIR, mentor.id);
      if (!photo) throw HttpError.notFound(t("errors.mentors.noPhoto"));
      // the address carries the photo's version, so a new photo is a new address
      return c.body(new Uint8Array(photo), 200, {
        "content-type": "image/webp",
        "cache-control": "public, max-age=31536000, immutable",
      });
    },
  },
  "GET /:id/avatar.svg": {
    access: publicAccess,
    handler: async (c) => {
      const mentor = await findMentor(c.var.deps.db, pathParam(c, "id"));
      if (!mentor) throw unknownMentor();
      // the address carries a hash of the name, so a changed name is a new address
      return c.body(avatarSvg(mentor.name), 200, {
        "content-type": "image/svg+xml; charset=utf-8",
        "cache-control": "public, max-age=31536000, immutable",
      });
    },
  },
});
