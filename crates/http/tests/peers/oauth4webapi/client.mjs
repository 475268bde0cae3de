// A strict client we did not write (panva's oauth4webapi, certified for
// FAPI 2.0) against the service: a pushed authorization request by a
// public client with PKCE, the browser's part done by the Rust test (it
// reads the authorization URL from our stdout and writes the callback URL
// to our stdin), the code exchanged with a DPoP proof (the server asks for
// a nonce first), the userinfo read and a refresh with DPoP, then a
// machine client's client_credentials for an API, with DPoP too. Prints
// one JSON line of results.
//   node client.mjs '{"issuer":…,"spa":…,"redirect_uri":…,"machine":{…}}'
import * as oauth from 'oauth4webapi'
import { createInterface } from 'node:readline'

const config = JSON.parse(process.argv[2])
const insecure = { [oauth.allowInsecureRequests]: true }
const issuer = new URL(config.issuer)
const as = await oauth.processDiscoveryResponse(
  issuer,
  await oauth.discoveryRequest(issuer, { ...insecure, algorithm: 'oidc' }),
)
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]()
const results = { nonce_challenges: 0 }

// Runs a request, once more after a DPoP nonce challenge (the handle
// keeps the nonce the answer carried).
async function withNonceRetry(request, process) {
  try {
    return await process(await request())
  } catch (err) {
    if (!oauth.isDPoPNonceError(err)) throw err
    results.nonce_challenges += 1
    return await process(await request())
  }
}

// PAR, then the browser.
const spa = { client_id: config.spa }
const dpop = oauth.DPoP(spa, await oauth.generateKeyPair('ES256'))
const verifier = oauth.generateRandomCodeVerifier()
const state = oauth.generateRandomState()
const nonce = oauth.generateRandomNonce()
const pushed = await oauth.processPushedAuthorizationResponse(
  as,
  spa,
  await oauth.pushedAuthorizationRequest(
    as,
    spa,
    oauth.None(),
    {
      response_type: 'code',
      redirect_uri: config.redirect_uri,
      scope: 'openid profile',
      state,
      nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    },
    insecure,
  ),
)
results.request_uri = pushed.request_uri
results.expires_in = pushed.expires_in
const authorize = new URL(as.authorization_endpoint)
authorize.searchParams.set('client_id', spa.client_id)
authorize.searchParams.set('request_uri', pushed.request_uri)
console.log(JSON.stringify({ authorize: authorize.href }))
const callback = (await lines.next()).value

// The code, with DPoP.
const params = oauth.validateAuthResponse(as, spa, new URL(callback), state)
const tokens = await withNonceRetry(
  () =>
    oauth.authorizationCodeGrantRequest(as, spa, oauth.None(), params, config.redirect_uri, verifier, {
      ...insecure,
      DPoP: dpop,
    }),
  (response) => oauth.processAuthorizationCodeResponse(as, spa, response, { expectedNonce: nonce }),
)
results.token_type = tokens.token_type
results.access_token = tokens.access_token
const claims = oauth.getValidatedIdTokenClaims(tokens)
results.sub = claims.sub
results.sid = claims.sid

const info = await withNonceRetry(
  () => oauth.userInfoRequest(as, spa, tokens.access_token, { ...insecure, DPoP: dpop }),
  (response) => oauth.processUserInfoResponse(as, spa, claims.sub, response),
)
results.userinfo_sub = info.sub

const refreshed = await withNonceRetry(
  () => oauth.refreshTokenGrantRequest(as, spa, oauth.None(), tokens.refresh_token, { ...insecure, DPoP: dpop }),
  (response) => oauth.processRefreshTokenResponse(as, spa, response),
)
results.refreshed_token_type = refreshed.token_type
results.refresh_rotated = refreshed.refresh_token !== tokens.refresh_token

// A machine client's token for an API, with a DPoP key of its own.
const machine = { client_id: config.machine.client_id }
const machineDpop = oauth.DPoP(machine, await oauth.generateKeyPair('ES256'))
const machineTokens = await withNonceRetry(
  () =>
    oauth.clientCredentialsGrantRequest(
      as,
      machine,
      oauth.ClientSecretBasic(config.machine.client_secret),
      { resource: config.machine.resource, scope: config.machine.scope },
      { ...insecure, DPoP: machineDpop },
    ),
  (response) => oauth.processClientCredentialsResponse(as, machine, response),
)
results.machine_token_type = machineTokens.token_type
results.machine_scope = machineTokens.scope
results.machine_access_token = machineTokens.access_token

console.log(JSON.stringify(results))
process.exit(0)
