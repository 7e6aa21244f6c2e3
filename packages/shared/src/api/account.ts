import { type FirstStepsResponse, type PreferencesResponse } from "../account.ts";
import { DeleteAccountSchema, PreferencesSchema } from "../account-schemas.ts";
import { answer, endpoint } from "./endpoint.ts";

export const accountApi = {
  roles: endpoint({ method: "GET", path: "/api/me/roles", response: answer<{ roles: string[] }>() }),
  /** the dashboard's "what next" checklist */
  firstSteps: endpoint({ method: "GET", path: "/api/me/first-steps", response: answer<FirstStepsResponse>() }),
  /** a file download the browser follows, not a fetch */
  export: endpoint({ method: "GET", path: "/api/me/export", response: answer<unknown>() }),
  /** the language and theme the account remembers, for every device it signs in on and for its mail */
  preferences: endpoint({ method: "GET", path: "/api/me/preferences", response: answer<PreferencesResponse>() }),
  updatePreferences: endpoint({
    method: "PATCH",
    path: "/api/me/preferences",
    body: PreferencesSchema,
    response: answer<PreferencesResponse>(),
  }),
  delete: endpoint({ method: "DELETE", path: "/api/me", body: DeleteAccountSchema, response: answer<null>() }),
};
