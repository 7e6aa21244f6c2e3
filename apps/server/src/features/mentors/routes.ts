import { t } from "@disha/shared/i18n";
import { defineRoutes, publicAccess, publicRead, pathParam } from "../../lib/access.ts";
import { HttpError } from "../../lib/errors.ts";
import { avatarSvg } from "./avatar.ts";
import { mentorsList } from "./public-answers.ts";
import { readMentorPhoto } from "./photo.ts";
import { findMentor } from "./queries.ts";
import { unknownMentor } from "./service.ts";
import { mentorsApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

const on = routesUnder("/api/mentors");

export const mentorsRoutes = defineRoutes("/api/mentors", {
  [on(mentorsApi.list)]: publicRead(mentorsList),
  "GET /:id/photo.webp": {
    access: publicAccess,
    handler: async (c) => {
      const mentor = await findMentor(c.var.deps.db, pathParam(c, "id"));
      if (!mentor) throw unknownMentor();
      const photo = mentor.photoVersion === null ? undefined : await readMentorPhoto(c.var.deps.files, mentor.id);
      if (!photo) throw HttpError.notFound(t("errors.mentors.noPhoto"));
      // the address carries the photo's version, so a new photo is a new address
      return c.body(new Uint8Array(photo.bytes), 200, {
        "content-type": photo.contentType,
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
