import { type ProfileResponse, ProfileSchema } from "../profile.ts";
import { answer, endpoint } from "./endpoint.ts";

export const profileApi = {
  get: endpoint({ method: "GET", path: "/api/profile/:userId", response: answer<ProfileResponse>() }),
  create: endpoint({ method: "POST", path: "/api/profile", body: ProfileSchema, response: answer<ProfileResponse>() }),
  update: endpoint({ method: "PUT", path: "/api/profile", body: ProfileSchema, response: answer<ProfileResponse>() }),
};
