// What other features use of parents: the student dashboard's section (invite, share, unlink, consent)
export { ParentsSection } from "./components/parents-section.tsx";
