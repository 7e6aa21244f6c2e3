// what other features may use of the knowledge base's search (the AI mentor matches questions with it)
export { buildLibraryIndexes, type LibraryKind, searchLibrary } from "./service.ts";
