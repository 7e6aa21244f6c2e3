// what other features may use of the knowledge base's search (the community's topic suggestions)
export { buildLibraryIndexes, type LibraryKind, searchLibrary } from "./service.ts";
