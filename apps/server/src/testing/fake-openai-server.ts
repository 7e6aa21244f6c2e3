import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedCompletionRequest {
  headers: IncomingMessage["headers"];
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

export type FakeBehaviour = { kind: "stream"; chunks: string[] } | { kind: "error"; status: number } | { kind: "hang" };

/**
 * A stand-in for an OpenAI-compatible endpoint on loopback, speaking its real wire protocol
 * (POST /v1/chat/completions answered with `text/event-stream` chunks and `data: [DONE]`), so the
 * real client code runs against it. Only the LLM is doubled: it is a third-party service.
 */
export async function startFakeOpenAiServer(behaviour: () => FakeBehaviour) {
  const requests: RecordedCompletionRequest[] = [];
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.writeHead(404).end();
        return;
      }
      requests.push({ headers: request.headers, body: JSON.parse(raw) as RecordedCompletionRequest["body"] });
      const plan = behaviour();
      if (plan.kind === "hang") return;
      if (plan.kind === "error") {
        response.writeHead(plan.status, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "The server had an error", type: "server_error" } }));
        return;
      }
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      plan.chunks.forEach((content, index) => {
        const event = {
          id: "chatcmpl-test",
          object: "chat.completion.chunk",
          created: 0,
          model: "test-model",
          choices: [
            { index: 0, delta: index === 0 ? { role: "assistant", content } : { content }, finish_reason: null },
          ],
        };
        response.write(`data: ${JSON.stringify(event)}\n\n`);
      });
      response.write(
        `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
      );
      response.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
