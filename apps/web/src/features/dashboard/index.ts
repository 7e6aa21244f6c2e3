// The dashboard's own query: the account's roles, for the links it offers.
export { myRolesQuery } from "./api/roles-api.ts";
// the account's address and its verification link, also on a parent's invitation page
export { EmailSection } from "./components/email-section.tsx";
