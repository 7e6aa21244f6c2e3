import { DELETE_ACCOUNT_CONFIRMATION } from "@disha/shared";
import { api } from "../../../lib/api-client.ts";

export const EXPORT_URL = "/api/me/export";

export function deleteAccount(confirm: string) {
  return api.delete<null>("/api/me", { confirm });
}

export { DELETE_ACCOUNT_CONFIRMATION };
