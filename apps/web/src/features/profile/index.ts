export { OnStoredProfile } from "./components/on-stored-profile.tsx";
