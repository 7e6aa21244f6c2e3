import { Fragment } from "react";
import { Link } from "react-router";

// Replies name site pages like /timelines/medical; those become links, everything else stays text.
const SITE_PATH = /(\/(?:timelines|career-[a-z]+|career-quiz|mentors|workshops|sessions|dashboard)(?:\/[a-z0-9-]+)*)/g;

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {text.split("\n").map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {line.split(SITE_PATH).map((part, partIndex) =>
            partIndex % 2 === 1 ? (
              <Link key={partIndex} to={part} className="font-semibold underline">
                {part}
              </Link>
            ) : (
              <Fragment key={partIndex}>{part}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </>
  );
}
