import type { Context } from "hono";
import { t } from "@disha/shared/i18n";
import type { z } from "zod";
import { HttpError } from "./errors.ts";

/**
 * The JSON body, or 400 in the shared shape when it is not JSON. Hono keeps the text it read, so the
 * body can be read again; a route that hands the request on to Better Auth hands it the parsed body
 * (features/auth/routes.ts), as `c.req.raw`'s own body has been read.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, "invalid_json", t("errors.generic.invalidJson"));
  }
}

/** Reads the JSON body and parses it with the shared schema: 400 on malformed JSON or bad fields. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJsonBody(c));
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw HttpError.fromZod(parsed.error);
  return parsed.data;
}
