// The test Ed25519 key pair of the Discord interactions endpoint: the Worker under
// test gets the public half as DISCORD_PUBLIC_KEY (vitest.config.ts for the worker
// tests, tests/browser/service-setup.ts for the browser tests); the tests sign with
// the private half, as Discord signs with its own. Made for tests; it signs nothing real.
export const DISCORD_TEST_PUBLIC_KEY = "84413459a9c49341e725c50b46f926ada1d31520d816376857519428601e85f8";

export const DISCORD_TEST_PRIVATE_JWK: JsonWebKey = {
  crv: "Ed25519",
  d: "3udWivKiJBLe1eU-X0gPntgN1Zr9fN6518qVJCiP_Xw",
  x: "hEE0WanEk0HnJcULRvkmraHTFSDYFjdoV1GUKGAehfg",
  kty: "OKP",
};
