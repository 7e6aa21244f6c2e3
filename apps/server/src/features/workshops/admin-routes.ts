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
import { adminApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

const admin = role("admin");

const on = routesUnder("/api/admin/workshops");

/** The admin console's workshops: drafts to schedule, edits, cancellation, registrations and attendance. */
export const workshopAdminRoutes = defineRoutes("/api/admin/workshops", {
  [on(adminApi.workshops)]: {
    access: admin,
    handler: async (c) => c.json(await listAdminWorkshops(c.var.deps.db)),
  },
  [on(adminApi.createWorkshop)]: {
    access: admin,
    handler: async (c) => {
      const input = await parseJsonBody(c, adminApi.createWorkshop.body);
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
  [on(adminApi.updateWorkshop)]: {
    access: admin,
    handler: async (c) => {
      const input = await parseJsonBody(c, adminApi.updateWorkshop.body);
      return c.json(await updateWorkshop(c.var.deps, pathParam(c, "id"), input));
    },
  },
  [on(adminApi.cancelWorkshop)]: {
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
  [on(adminApi.registrations)]: {
    access: admin,
    handler: async (c) => c.json(await registrationsOfWorkshop(c.var.deps.db, pathParam(c, "id"))),
  },
  [on(adminApi.registrationsCsv)]: {
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
  [on(adminApi.markAttendance)]: {
    access: admin,
    handler: async (c) => {
      const { present } = await parseJsonBody(c, adminApi.markAttendance.body);
      return c.json(await markAttendance(c.var.deps.db, pathParam(c, "id"), pathParam(c, "registrationId"), present));
    },
  },
});
