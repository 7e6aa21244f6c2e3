import type { Context } from "hono";
import { t } from "@disha/shared/i18n";
import type { z } from "zod";
import { HttpError } from "./errors.ts";

/**
 * The JSON body, or 400 in the shared shape when it is not JSON. Reads a clone, so a handler after
 * this one (Better Auth's) can still read the body.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.raw.clone().json();
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
