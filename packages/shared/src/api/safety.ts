import type { SafetyAlert } from "../safety.ts";
import { SafetyAlertReachedSchema } from "../safety-schemas.ts";
import { answer, endpoint } from "./endpoint.ts";

export const safetyApi = {
  /** the open alerts, oldest first, then the last week's reached ones */
  alerts: endpoint({ method: "GET", path: "/api/moderation/safety-alerts", response: answer<SafetyAlert[]>() }),
  reached: endpoint({
    method: "POST",
    path: "/api/moderation/safety-alerts/:id/reached",
    body: SafetyAlertReachedSchema,
    response: answer<SafetyAlert>(),
  }),
};
