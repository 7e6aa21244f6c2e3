import type { TableRegistration } from "../../lib/personal-data.ts";

// an invitation is addressed to the person invited; the admin who sent it is only named
export const invitationTables: TableRegistration[] = [
  {
    table: "mentorInvitation",
    foundBy: "email equal to the account's e-mail (the invitee), or invitedBy (the admin)",
    exportKey: "mentorInvitations",
    exportRows: (db, { email }) =>
      db
        .selectFrom("mentorInvitation")
        .select(["email", "name", "createdAt", "expiresAt", "acceptedAt", "revokedAt"])
        .where("email", "=", email.toLowerCase())
        .orderBy("createdAt")
        .execute(),
    eraseRows: async (trx, { userId, email }) => {
      await trx.deleteFrom("mentorInvitation").where("email", "=", email.toLowerCase()).execute();
      await trx.updateTable("mentorInvitation").set({ invitedBy: null }).where("invitedBy", "=", userId).execute();
      await trx
        .updateTable("mentorInvitation")
        .set({ acceptedUserId: null })
        .where("acceptedUserId", "=", userId)
        .execute();
    },
  },
];
