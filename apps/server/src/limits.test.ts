import { describeLimits } from "./testing/limit-cases.ts";

describeLimits("in memory");
