import type { TableRegistration } from "../../lib/personal-data.ts";

export const mentorTables: TableRegistration[] = [
  { table: "mentor", noPersonalData: "the mentors' public cards; no student's data" },
];
