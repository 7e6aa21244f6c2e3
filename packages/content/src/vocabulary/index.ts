// The AI mentor's vocabulary: Hinglish and Hindi words read as English, other names for records,
// broad fields and interests. Node only (it reads data/vocabulary/*.yaml).
export * from "./schemas.ts";
export { readVocabulary, vocabulary, vocabularyDir } from "./load.ts";
