import type { Quiz, QuizNode } from "@disha/content/schemas";
import { useState } from "react";

/** A walk through the quiz tree: the trail of node ids from the start, so Back can retrace it. */
export function useQuizWalk(tree: Quiz) {
  const [trail, setTrail] = useState<readonly string[]>([tree.startId]);
  const nodeId = trail.at(-1) ?? tree.startId;
  const node: QuizNode | undefined = tree.nodes[nodeId];
  if (!node) throw new Error(`quiz node "${nodeId}" does not exist`);

  return {
    nodeId,
    node,
    /** 1 at the start question. */
    depth: trail.length,
    choose: (next: string) => setTrail((current) => [...current, next]),
    back: () => setTrail((current) => (current.length > 1 ? current.slice(0, -1) : current)),
    restart: () => setTrail([tree.startId]),
  };
}
