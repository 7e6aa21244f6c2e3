// what other features may use of schools (a counsellor invitation names its school; accepting it makes its counsellor)
export { makeCounsellorOf, schoolNameOf } from "./service.ts";
