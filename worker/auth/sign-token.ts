// Signs an Access-shaped JWT with a local key: the dev sign-in and the tests use it; production never does.
import { importJWK, type JWK, SignJWT } from "jose";

export interface AccessTokenClaims {
  email: string;
  issuer: string;
  audience: string;
  // Seconds from now; negative makes an already-expired token (tests).
  expiresIn?: number;
}

export async function signAccessToken(privateJwk: JWK, claims: AccessTokenClaims): Promise<string> {
  const alg = privateJwk.alg ?? "RS256";
  const key = await importJWK(privateJwk, alg);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email, type: "app" })
    .setProtectedHeader({ alg, kid: privateJwk.kid })
    .setSubject(claims.email)
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresIn ?? 8 * 60 * 60))
    .sign(key);
}
