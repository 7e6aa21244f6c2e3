import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "./errors.ts";

/** Reads the JSON body and parses it with the shared schema: 400 on malformed JSON or bad fields. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, "invalid_json", "The request body is not valid JSON.");
  }
  return parseWith(schema, body);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw HttpError.fromZod(parsed.error);
  return parsed.data;
}
