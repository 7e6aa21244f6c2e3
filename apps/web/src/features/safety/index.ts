// What other features may use of the safety alerts: the moderation page's list of students to reach.
export { SafetyAlerts } from "./components/safety-alerts.tsx";
