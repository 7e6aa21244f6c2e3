import { DELETE_ACCOUNT_CONFIRMATION } from "@disha/shared";
import { accountApi } from "@disha/shared/api";
import { fetchApi, urlOf } from "../../../lib/api-client.ts";

export const EXPORT_URL = urlOf(accountApi.export);

export function deleteAccount(confirm: string) {
  return fetchApi(accountApi.delete, { body: { confirm: confirm as typeof DELETE_ACCOUNT_CONFIRMATION } });
}

export { DELETE_ACCOUNT_CONFIRMATION };
