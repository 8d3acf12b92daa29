import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/** The person the fake provider signs in next. */
export interface FakePerson {
  sub: string;
  email?: string;
  emailVerified?: boolean | 'true';
  name?: string;
  picture?: string;
}

/**
 * How the fake answers: `oidc` (Google, Apple: discovery, JWKS, ID tokens), `graph`
 * (Facebook's `/me`) or `x` (X's `/2/users/me`).
 */
export type FakeKind = 'oidc' | 'graph' | 'x';

/** What the fake checks and how it answers. */
export interface FakeProviderOptions {
  kind: FakeKind;
  clientId: string;
  /** How the client must authenticate at /token. */
  clientAuth: 'post' | 'basic';
  /** Checks the client secret; Apple's is a signed JWT, the others a fixed string. */
  checkSecret(secret: string): Promise<boolean>;
  /** OIDC: keep the profile out of the ID token and serve it from /userinfo (as Google may). */
  profileInUserinfo?: boolean;
  /** Graph: the app secret that signs `appsecret_proof`. */
  appSecret?: string;
}

interface IssuedCode {
  params: URLSearchParams;
  person: FakePerson;
}

const base64url = (data: Buffer) => data.toString('base64url');

/**
 * A fake sign-in provider on 127.0.0.1 that answers in the real formats: discovery document,
 * JWKS, /authorize (records its parameters and redirects back with a code), /token (checks
 * the client, the redirect URI and the PKCE verifier against the challenge) and the profile.
 */
export class FakeProvider {
  url = '';
  /** Every /authorize request's parameters, oldest first. */
  readonly authorizeRequests: URLSearchParams[] = [];
  /** Every /token request's form, oldest first. */
  readonly tokenRequests: URLSearchParams[] = [];
  /** Who the next /authorize signs in. */
  person: FakePerson = { sub: 'person-1' };

  private readonly server: FastifyInstance;
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, FakePerson>();
  private key!: CryptoKey;
  private publicJwk!: Record<string, unknown>;

  constructor(private readonly options: FakeProviderOptions) {
    this.server = Fastify({ logger: false });
    this.server.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    this.routes();
  }

  /** Listens on a free port of 127.0.0.1 and makes the signing key. */
  async start(): Promise<this> {
    const pair = await generateKeyPair('RS256');
    this.key = pair.privateKey;
    this.publicJwk = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'fake-1',
      alg: 'RS256',
      use: 'sig',
    };
    await this.server.listen({ host: '127.0.0.1', port: 0 });
    const address = this.server.server.address();
    if (!address || typeof address === 'string') throw new Error('fake provider has no port');
    this.url = `http://127.0.0.1:${address.port}`;
    return this;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  /** An ID token as this provider signs them; tests override claims, or sign with another key. */
  async idToken(claims: JWTPayload, options: { key?: CryptoKey; kid?: string } = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: this.url,
      aud: this.options.clientId,
      iat: now,
      exp: now + 600,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'fake-1' })
      .sign(options.key ?? this.key);
  }

  /** What the person's browser does at the provider: answers the callback URL with the code. */
  async consent(authorizeUrl: string): Promise<URL> {
    const response = await fetch(authorizeUrl, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status !== 302 || !location) {
      throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
    }
    return new URL(location);
  }

  /** The person as OpenID claims. */
  private profile(person: FakePerson): JWTPayload {
    return {
      sub: person.sub,
      email: person.email,
      email_verified: person.emailVerified,
      name: person.name,
      picture: person.picture,
    };
  }

  private async clientOk(request: FastifyRequest, form: URLSearchParams): Promise<boolean> {
    let id: string | null;
    let secret: string | null;
    if (this.options.clientAuth === 'basic') {
      const match = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
      const decoded = match ? Buffer.from(match[1]!, 'base64').toString() : '';
      [id, secret] = decoded.includes(':')
        ? (decoded.split(':') as [string, string])
        : [null, null];
      id = id && decodeURIComponent(id);
      secret = secret && decodeURIComponent(secret);
    } else {
      id = form.get('client_id');
      secret = form.get('client_secret');
    }
    return (
      id === this.options.clientId && secret !== null && (await this.options.checkSecret(secret))
    );
  }

  private routes(): void {
    const app = this.server;
    app.get('/.well-known/openid-configuration', async () => ({
      issuer: this.url,
      authorization_endpoint: `${this.url}/authorize`,
      token_endpoint: `${this.url}/token`,
      ...(this.options.profileInUserinfo ? { userinfo_endpoint: `${this.url}/userinfo` } : {}),
      jwks_uri: `${this.url}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    }));
    app.get('/jwks', async () => ({ keys: [this.publicJwk] }));

    app.get('/authorize', async (request, reply) => {
      const params = new URLSearchParams(request.query as Record<string, string>);
      this.authorizeRequests.push(params);
      const redirectUri = params.get('redirect_uri');
      if (params.get('client_id') !== this.options.clientId || !redirectUri) {
        return reply.code(400).send({ error: 'invalid_request' });
      }
      const code = base64url(crypto.randomBytes(16));
      this.codes.set(code, { params, person: this.person });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', params.get('state') ?? '');
      return reply.redirect(back.href, 302);
    });

    app.post('/token', async (request, reply) => {
      const form = request.body as URLSearchParams;
      this.tokenRequests.push(form);
      if (!(await this.clientOk(request, form))) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      const issued = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = base64url(crypto.createHash('sha256').update(verifier).digest());
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !issued ||
        issued.params.get('redirect_uri') !== form.get('redirect_uri') ||
        issued.params.get('code_challenge_method') !== 'S256' ||
        issued.params.get('code_challenge') !== challenge
      ) {
        return reply.code(400).send({ error: 'invalid_grant' });
      }
      const accessToken = base64url(crypto.randomBytes(24));
      this.accessTokens.set(accessToken, issued.person);
      if (this.options.kind !== 'oidc') {
        return { access_token: accessToken, token_type: 'bearer', expires_in: 3600 };
      }
      const profile = this.profile(issued.person);
      const claims = this.options.profileInUserinfo ? { sub: profile.sub } : profile;
      const nonce = issued.params.get('nonce');
      return {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: await this.idToken({ ...claims, ...(nonce ? { nonce } : {}) }),
      };
    });

    const bearer = (request: FastifyRequest) =>
      this.accessTokens.get(/^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');

    app.get('/userinfo', async (request, reply) => {
      const person = bearer(request);
      return person ? this.profile(person) : reply.code(401).send({ error: 'invalid_token' });
    });

    app.get('/me', async (request, reply) => {
      const person = bearer(request);
      const query = request.query as Record<string, string>;
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const proof = crypto
        .createHmac('sha256', this.options.appSecret ?? '')
        .update(token)
        .digest('hex');
      if (!person || query.appsecret_proof !== proof) {
        return reply.code(400).send({ error: { message: 'Invalid OAuth access token' } });
      }
      return {
        id: person.sub,
        name: person.name,
        email: person.email,
        picture: { data: { url: person.picture, is_silhouette: false } },
      };
    });

    app.get('/2/users/me', async (request, reply) => {
      const person = bearer(request);
      if (!person) return reply.code(401).send({ title: 'Unauthorized' });
      return {
        data: {
          id: person.sub,
          name: person.name,
          username: 'handle',
          profile_image_url: person.picture,
        },
      };
    });
  }
}
