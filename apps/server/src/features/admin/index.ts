// the admin feature's accounts and mentor cards; workshops and the support inbox keep their own admin routes
export { accountAdminRoutes, mentorAdminRoutes } from "./routes.ts";
export { adminTables } from "./personal-data.ts";
