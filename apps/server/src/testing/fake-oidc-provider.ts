import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export interface FakeOidcUser {
  sub: string;
  email: string;
  name: string;
}

/**
 * A stand-in OpenID Connect provider on loopback (a school's or a hosted identity service), speaking
 * the real protocol: discovery, authorization code with PKCE, RS256-signed ID tokens with the nonce,
 * JWKS and userinfo. Only third-party services get doubles; this is one.
 */
export async function startFakeOidcProvider(clientId: string, clientSecret: string, user: FakeOidcUser) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const grants = new Map<string, { challenge: string; nonce: string | null; redirectUri: string }>();
  const tokenRequests: URLSearchParams[] = [];
  let issuer = "";

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        scopes_supported: ["openid", "email", "profile"],
      });
    }
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
    if (url.pathname === "/authorize") {
      if (url.searchParams.get("client_id") !== clientId) return json(400, { error: "unauthorized_client" });
      const code = randomBytes(16).toString("hex");
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      grants.set(code, {
        challenge: url.searchParams.get("code_challenge") ?? "",
        nonce: url.searchParams.get("nonce"),
        redirectUri,
      });
      const target = new URL(redirectUri);
      target.searchParams.set("code", code);
      target.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: target.toString() });
      return response.end();
    }
    if (url.pathname === "/token" && request.method === "POST") {
      let raw = "";
      request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      request.on("end", () => {
        const form = new URLSearchParams(raw);
        tokenRequests.push(form);
        const basic = request.headers.authorization?.startsWith("Basic ")
          ? Buffer.from(request.headers.authorization.slice(6), "base64").toString().split(":")
          : [form.get("client_id"), form.get("client_secret")];
        const grant = grants.get(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (decodeURIComponent(basic[0] ?? "") !== clientId || decodeURIComponent(basic[1] ?? "") !== clientSecret) {
          return json(401, { error: "invalid_client" });
        }
        if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get("redirect_uri")) {
          return json(400, { error: "invalid_grant" });
        }
        grants.delete(form.get("code") ?? "");
        void new SignJWT({
          email: user.email,
          email_verified: true,
          name: user.name,
          ...(grant.nonce ? { nonce: grant.nonce } : {}),
        })
          .setProtectedHeader({ alg: "RS256", kid: "test-key" })
          .setIssuer(issuer)
          .setSubject(user.sub)
          .setAudience(clientId)
          .setIssuedAt()
          .setExpirationTime("5m")
          .sign(privateKey)
          .then((idToken) =>
            json(200, {
              access_token: "access-token",
              token_type: "Bearer",
              expires_in: 300,
              id_token: idToken,
              scope: "openid email profile",
            }),
          );
      });
      return;
    }
    if (url.pathname === "/userinfo") {
      if (request.headers.authorization !== "Bearer access-token") return json(401, { error: "invalid_token" });
      return json(200, { sub: user.sub, email: user.email, email_verified: true, name: user.name });
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    tokenRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
