import { AttendanceSchema, WorkshopFormSchema } from "@disha/shared";
import { defineRoutes, pathParam, role } from "../../lib/access.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { notifyRegistration } from "../notifications/index.ts";
import {
  cancelWorkshop,
  createWorkshop,
  markAttendance,
  registrationsCsv,
  registrationsOfWorkshop,
  updateWorkshop,
} from "./admin-service.ts";
import { findAdminWorkshop, listAdminWorkshops } from "./queries.ts";
import { unknownWorkshop } from "./service.ts";

const admin = role("admin");

/** The admin console's workshops: drafts to schedule, edits, cancellation, registrations and attendance. */
export const workshopAdminRoutes = defineRoutes("/api/admin/workshops", {
  "GET /": {
    access: admin,
    handler: async (c) => c.json(await listAdminWorkshops(c.var.deps.db)),
  },
  "POST /": {
    access: admin,
    handler: async (c) => {
      const input = await parseJsonBody(c, WorkshopFormSchema);
      return c.json(await createWorkshop(c.var.deps.db, input), 201);
    },
  },
  "GET /:id": {
    access: admin,
    handler: async (c) => {
      const workshop = await findAdminWorkshop(c.var.deps.db, pathParam(c, "id"));
      if (!workshop) throw unknownWorkshop();
      return c.json(workshop);
    },
  },
  "POST /:id": {
    access: admin,
    handler: async (c) => {
      const input = await parseJsonBody(c, WorkshopFormSchema);
      return c.json(await updateWorkshop(c.var.deps, pathParam(c, "id"), input));
    },
  },
  "POST /:id/cancel": {
    access: admin,
    handler: async (c) => {
      const registrationIds = await cancelWorkshop(c.var.deps.db, pathParam(c, "id"));
      // everyone who registered hears of it; the rows stay, so the mail can still name the workshop
      for (const registrationId of registrationIds) {
        await notifyRegistration(c.var.deps, { registrationId, event: "cancelled" });
      }
      return c.json((await findAdminWorkshop(c.var.deps.db, pathParam(c, "id")))!);
    },
  },
  "GET /:id/registrations": {
    access: admin,
    handler: async (c) => c.json(await registrationsOfWorkshop(c.var.deps.db, pathParam(c, "id"))),
  },
  "GET /:id/registrations.csv": {
    access: admin,
    handler: async (c) => {
      const id = pathParam(c, "id");
      const csv = registrationsCsv(await registrationsOfWorkshop(c.var.deps.db, id));
      const workshop = await findAdminWorkshop(c.var.deps.db, id);
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="registrations-${workshop?.slug ?? id}.csv"`,
      });
    },
  },
  "POST /:id/registrations/:registrationId/attendance": {
    access: admin,
    handler: async (c) => {
      const { present } = await parseJsonBody(c, AttendanceSchema);
      return c.json(await markAttendance(c.var.deps.db, pathParam(c, "id"), pathParam(c, "registrationId"), present));
    },
  },
});
