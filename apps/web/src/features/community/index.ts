// What other features may use of the community: the dashboard's notices.
export { CommunityNotices } from "./components/community-notices.tsx";
