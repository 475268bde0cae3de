// A real OpenID provider we did not write (panva/node-oidc-provider, the
// certified Node.js implementation), started by tests/api/upstream_peer.rs
// as the upstream of "Sign in with …". It listens on 127.0.0.1 only, on a
// port of its own choosing, and prints {"issuer": ...} once it serves.
//
// Usage: node server.mjs CLIENT_ID CLIENT_SECRET REDIRECT_URI
// Its development interactions sign in any login with any password; the
// account's claims are made from the login (an address login is the
// address said).
import http from 'node:http';
import Provider from 'oidc-provider';

const [clientId, clientSecret, redirectUri] = process.argv.slice(2);
if (!redirectUri) {
  console.error('usage: node server.mjs CLIENT_ID CLIENT_SECRET REDIRECT_URI');
  process.exit(2);
}

const server = http.createServer();
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    }],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    findAccount: async (ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: `peer-${id}`,
        // A login that is an address is the address said (an
        // organization's provider, tests/api/upstream_peer.rs).
        email: id.includes('@') ? id : `${id}@peer.example`,
        email_verified: true,
        name: `Peer ${id}`,
      }),
    }),
    cookies: { keys: ['a test-only cookie signing key'] },
    pkce: { required: () => true },
  });
  server.on('request', provider.callback());
  console.log(JSON.stringify({ issuer }));
});
