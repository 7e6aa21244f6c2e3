// The finders' queries: a page of colleges or scholarships, and every exam's name.
export { examNamesQuery, institutionsQuery, scholarshipsQuery } from "./api/finders-api.ts";
