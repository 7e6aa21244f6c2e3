// What other features use of the safety alerts: the chat raises them, the moderators' count shows them.
export { countWaitingSafetyAlerts, raiseSafetyAlert, speaksOfSelfHarm, tellModerators } from "./service.ts";
