import { Fragment } from "react";
import { Link } from "react-router";
import { messageParts } from "../message-parts.ts";

/** A reply's text with the site paths it names as in-app links and its helpline numbers as tel: links. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {text.split("\n").map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {messageParts(line).map((part, partIndex) =>
            part.kind === "page" ? (
              <Link key={partIndex} to={part.href} className="font-semibold break-all underline">
                {part.text}
              </Link>
            ) : part.kind === "phone" ? (
              <a key={partIndex} href={part.href} className="font-semibold whitespace-nowrap underline">
                {part.text}
              </a>
            ) : (
              <Fragment key={partIndex}>{part.text}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </>
  );
}
