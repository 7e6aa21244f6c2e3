import type { TableRegistration } from "../../lib/personal-data.ts";

// an invitation (to mentor, or to counsel a school) is addressed to the person invited; the admin who sent it is only named
export const invitationTables: TableRegistration[] = [
  {
    table: "invitation",
    foundBy: "email equal to the account's e-mail (the invitee), or invitedBy (the admin)",
    exportKey: "invitations",
    exportRows: (db, { email }) =>
      db
        .selectFrom("invitation")
        .select(["email", "name", "role", "createdAt", "expiresAt", "acceptedAt", "revokedAt"])
        .where("email", "=", email.toLowerCase())
        .orderBy("createdAt")
        .execute(),
    eraseRows: async (trx, { userId, email }) => {
      await trx.deleteFrom("invitation").where("email", "=", email.toLowerCase()).execute();
      await trx.updateTable("invitation").set({ invitedBy: null }).where("invitedBy", "=", userId).execute();
      await trx.updateTable("invitation").set({ acceptedUserId: null }).where("acceptedUserId", "=", userId).execute();
    },
  },
];
