import { splitTags, type Vars } from "@disha/shared/i18n/translator";
import { Fragment, type ReactNode } from "react";
import { type MessageKey, t } from "./i18n.ts";

/**
 * A message with parts another element renders: for 'New to Disha? <link>Sign up</link>',
 * `parts={{ link: (text) => <Link to="/sign-up">{text}</Link> }}`.
 */
export function Trans({
  k,
  values,
  parts,
}: {
  k: MessageKey;
  values?: Vars;
  parts: Record<string, (text: string) => ReactNode>;
}) {
  return (
    <>
      {splitTags(t(k, values)).map((part, index) => (
        <Fragment key={index}>{typeof part === "string" ? part : (parts[part.tag]?.(part.text) ?? part.text)}</Fragment>
      ))}
    </>
  );
}
