import type { Role } from "./roles.ts";

/** The signed-in account as a request sees it: who, which session, and which roles right now. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  image: string | null;
  sessionId: string;
  roles: Role[];
}
