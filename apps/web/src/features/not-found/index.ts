// what other features may use: the not-found page, for an address whose record does not exist
export { default as NotFoundPage } from "./not-found-page.tsx";
