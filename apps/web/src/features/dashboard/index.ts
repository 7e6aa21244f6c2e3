// The dashboard's own query: the account's roles, for the links it offers.
export { myRolesQuery } from "./api/roles-api.ts";
