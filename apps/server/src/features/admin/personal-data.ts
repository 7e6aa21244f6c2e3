import type { TableRegistration } from "../../lib/personal-data.ts";

export const adminTables: TableRegistration[] = [
  {
    table: "disabledAccount",
    foundBy: "userId",
    exportKey: "accountDisabled",
    exportRows: (db, { userId }) =>
      db.selectFrom("disabledAccount").select(["disabledAt"]).where("userId", "=", userId).execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("disabledAccount").where("userId", "=", userId).execute();
      // an admin who disabled others leaves no trace of their id on those rows
      await trx.updateTable("disabledAccount").set({ disabledBy: null }).where("disabledBy", "=", userId).execute();
    },
  },
];
