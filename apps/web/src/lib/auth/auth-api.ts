import { sessionApi } from "@disha/shared/api";
import { fetchApi } from "../api-client.ts";

export type { SessionResponse } from "@disha/shared/api";

// What every page's header needs: the session endpoints carry no schema, so zod stays out of the shell.
export const sessionRequests = {
  current: () => fetchApi(sessionApi.current),
  signOut: () => fetchApi(sessionApi.signOut),
};
