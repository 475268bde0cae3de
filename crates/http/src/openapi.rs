//! The OpenAPI 3.0 description of the HTTP interface, served at
//! `/openapi.json` and committed as `docs/openapi.json`.
//!
//! Kept by hand beside the routes; the API tests hold it to the truth: the
//! committed copy must equal this document, and every response body the
//! tests receive is validated against the schema named for it here.

use serde_json::{Value, json};

use crate::paths;

fn error_response(description: &str) -> Value {
    json!({
        "description": description,
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorResponse"}}}
    })
}

fn error_with_header(description: &str, header: &str, kind: &str) -> Value {
    json!({
        "description": description,
        "headers": {header: {"schema": {"type": kind}}},
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorResponse"}}}
    })
}

fn bearer_error(description: &str) -> Value {
    error_with_header(description, "WWW-Authenticate", "string")
}

fn unavailable() -> Value {
    error_with_header(
        "SERVICE_UNAVAILABLE: the database is unreachable; retry after `Retry-After` seconds.",
        "Retry-After",
        "integer",
    )
}

fn json_body(schema: &str) -> Value {
    json!({"required": true, "content": {"application/json": {"schema": {"$ref": format!("#/components/schemas/{schema}")}}}})
}

fn ok(description: &str, schema: Value) -> Value {
    json!({"description": description, "content": {"application/json": {"schema": schema}}})
}

fn schema_ref(name: &str) -> Value {
    json!({"$ref": format!("#/components/schemas/{name}")})
}

fn string() -> Value {
    json!({"type": "string"})
}

fn object(required: &[&str], properties: Value) -> Value {
    json!({"type": "object", "additionalProperties": false, "required": required, "properties": properties})
}

fn oauth_error(description: &str) -> Value {
    json!({"description": description, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/OAuthError"}}}})
}

fn admin_operation(id: &str, summary: &str, body: Option<&str>, answer: &str) -> Value {
    let mut operation = json!({
        "summary": summary,
        "operationId": id,
        "tags": ["admin"],
        "security": [{"adminKey": []}],
        "responses": {
            "200": ok("OK", schema_ref(answer)),
            "400": error_response("INVALID_REQUEST: a value that does not validate, or a duplicate email."),
            "401": bearer_error("INVALID_TOKEN: missing or wrong admin key."),
            "404": error_response("NOT_FOUND: no such client or user, or the admin API is disabled (no admin.api_key)."),
            "503": unavailable()
        }
    });
    if let (Some(body), Some(map)) = (body, operation.as_object_mut()) {
        map.insert("requestBody".into(), json_body(body));
    }
    operation
}

fn revoke_path() -> Value {
    json!({"post": {
        "summary": "Revoke an access or refresh token (RFC 7009)",
        "description": "Client authentication by client_secret_basic or client_secret_post; a public client sends client_id alone. Unknown, invalid or other clients' tokens also answer 200 (and nothing is revoked).",
        "operationId": "revoke",
        "requestBody": {"required": true, "content": {"application/x-www-form-urlencoded": {"schema": {
            "type": "object",
            "required": ["token"],
            "properties": {
                "token": string(),
                "token_type_hint": {"type": "string", "enum": ["access_token", "refresh_token"]},
                "client_id": string(),
                "client_secret": string()
            }
        }}}},
        "responses": {
            "200": ok("OK", schema_ref("DoneResponse")),
            "400": oauth_error("invalid_request"),
            "401": oauth_error("invalid_client (with WWW-Authenticate: Basic)"),
            "413": oauth_error("invalid_request: body over 16 KiB"),
            "503": oauth_error("temporarily_unavailable")
        }
    }})
}

fn html(description: &str) -> Value {
    json!({"description": description, "content": {"text/html": {"schema": string()}}})
}

fn redirect(description: &str) -> Value {
    json!({"description": description, "headers": {"Location": {"schema": string()}}})
}

fn form_body(required: &[&str], names: &[&str]) -> Value {
    let properties: serde_json::Map<String, Value> = names
        .iter()
        .map(|name| ((*name).to_owned(), string()))
        .collect();
    json!({"required": true, "content": {"application/x-www-form-urlencoded": {
        "schema": {"type": "object", "required": required, "properties": properties}
    }}})
}

const AUTHORIZE_PARAMS: [&str; 13] = [
    "response_type",
    "client_id",
    "redirect_uri",
    "scope",
    "state",
    "nonce",
    "code_challenge",
    "code_challenge_method",
    "package_name",
    "ui_locales",
    "prompt",
    "max_age",
    "login_hint",
];

fn authorize_path() -> Value {
    let parameters: Vec<Value> = AUTHORIZE_PARAMS
        .iter()
        .map(|name| json!({"name": name, "in": "query", "required": false, "schema": string()}))
        .collect();
    let mut form_fields: Vec<&str> = AUTHORIZE_PARAMS[..10].to_vec();
    form_fields.extend(["email", "password", "csrf_token"]);
    json!({
        "get": {
            "summary": "Authorization endpoint (browser sign-in)",
            "description": "response_type code (code in the query) or id_token (in the fragment; needs scope openid and a nonce). redirect_uri must equal a registered one; an unknown client or redirect_uri shows an error page and never redirects. Public clients must send code_challenge with code_challenge_method S256. A browser with a live session cookie skips the form unless prompt=login; prompt=none without one redirects with error=login_required. Redirects carry state and iss.",
            "operationId": "authorize",
            "parameters": parameters,
            "responses": {
                "200": html("The login page"),
                "302": redirect("Back to redirect_uri with code or id_token, or with an RFC 6749 error"),
                "400": html("Error page: unknown client, unregistered redirect_uri, malformed request"),
                "503": html("Error page: the database is unavailable")
            }
        },
        "post": {
            "summary": "The login form",
            "description": "The authorization request's parameters as hidden fields plus email, password and csrf_token (the MAC of the accounts_csrf cookie). Success sets the HttpOnly, SameSite=Lax accounts_session cookie (Secure when the issuer is https).",
            "operationId": "signIn",
            "requestBody": form_body(&["email", "password", "csrf_token"], &form_fields),
            "responses": {
                "303": redirect("Signed in: back to redirect_uri, or an RFC 6749 error"),
                "400": html("The form again: a field is missing; or an error page"),
                "401": html("The form again: wrong email or password (the email is kept)"),
                "403": html("The form again: the CSRF token does not match"),
                "429": html("The form again: too many failed attempts"),
                "503": html("Error page: the database is unavailable")
            }
        }
    })
}

fn browser_logout_path() -> Value {
    let fields = ["client_id", "post_logout_redirect_uri", "state"];
    let parameters: Vec<Value> = fields
        .iter()
        .map(|name| json!({"name": name, "in": "query", "required": false, "schema": string()}))
        .collect();
    json!({
        "get": {
            "summary": "Browser sign-out: confirmation page",
            "description": "Signed in: a confirmation form. Signed out: back to post_logout_redirect_uri when it is registered for client_id, else a page.",
            "operationId": "logoutPage",
            "parameters": parameters,
            "responses": {
                "200": html("The confirmation form, or the signed-out page"),
                "302": redirect("Already signed out: back to post_logout_redirect_uri with state")
            }
        },
        "post": {
            "summary": "Browser sign-out",
            "description": "Ends the cookie's session and revokes every token issued in it; removes the cookie.",
            "operationId": "logout",
            "requestBody": form_body(&["csrf_token"], &["client_id", "post_logout_redirect_uri", "state", "csrf_token"]),
            "responses": {
                "200": html("Signed out"),
                "303": redirect("Signed out: back to post_logout_redirect_uri with state"),
                "403": html("The confirmation form again: the CSRF token does not match")
            }
        }
    })
}

fn discovery_path() -> Value {
    json!({"get": {
        "summary": "OpenID Connect discovery",
        "operationId": "discovery",
        "responses": {"200": {"description": "The provider metadata", "content": {"application/json": {"schema": {"type": "object"}}}}}
    }})
}

/// The whole document.
pub fn document() -> Value {
    let mut document = whole();
    if let Some(paths) = document.get_mut("paths").and_then(Value::as_object_mut) {
        paths.insert(paths::REVOKE.into(), revoke_path());
        paths.insert(paths::AUTHORIZE.into(), authorize_path());
        paths.insert(paths::BROWSER_LOGOUT.into(), browser_logout_path());
        paths.insert(paths::DISCOVERY.into(), discovery_path());
    }
    add_standard_token_face(&mut document);
    document
}

/// The token endpoint also takes RFC 6749 form requests and answers them
/// in the standard shape.
fn add_standard_token_face(document: &mut Value) {
    let post = "/paths/~1accounts~1oauth2~1v1~1token/post";
    if let Some(content) = document
        .pointer_mut(&format!("{post}/requestBody/content"))
        .and_then(Value::as_object_mut)
    {
        content.insert(
            "application/x-www-form-urlencoded".into(),
            json!({"schema": {
                "type": "object",
                "description": "RFC 6749: grant_type authorization_code (with code, redirect_uri?, code_verifier?) or refresh_token (with refresh_token); client credentials by HTTP Basic or client_id/client_secret here.",
                "required": ["grant_type"],
                "properties": {
                    "grant_type": {"type": "string", "enum": ["authorization_code", "refresh_token"]},
                    "code": string(), "redirect_uri": string(), "code_verifier": string(),
                    "refresh_token": string(), "client_id": string(), "client_secret": string()
                }
            }}),
        );
    }
    if let Some(options) = document
        .pointer_mut(&format!(
            "{post}/responses/200/content/application~1json/schema/oneOf"
        ))
        .and_then(Value::as_array_mut)
    {
        options.push(schema_ref("StandardTokenResponse"));
    }
    if let Some(schemas) = document
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    {
        schemas.insert(
            "StandardTokenResponse".into(),
            json!({
                "type": "object",
                "description": "RFC 6749 5.1, for form-encoded requests; id_token when openid was granted. Errors are OAuthError.",
                "additionalProperties": false,
                "required": ["access_token", "token_type", "expires_in", "scope"],
                "properties": {
                    "access_token": string(),
                    "token_type": {"type": "string", "enum": ["Bearer"]},
                    "expires_in": {"type": "integer"},
                    "refresh_token": string(),
                    "id_token": string(),
                    "scope": string()
                }
            }),
        );
    }
}

fn whole() -> Value {
    json!({
        "openapi": "3.0.3",
        "info": {
            "title": "User account service",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "OAuth 2.0-style token verification, token issuance and user/session information. Interface revision 1.0; gap-filling decisions are in docs/api.md."
        },
        "paths": {
            paths::VERIFY_TOKEN: {"post": {
                "summary": "Verify an id_token or access token for a client",
                "operationId": "verifyToken",
                "requestBody": json_body("VerifyTokenRequest"),
                "responses": {
                    "200": ok("A verdict: VERIFICATION_SUCCESS (with decodedData), INVALID_TOKEN or EXPIRED_TOKEN.", schema_ref("VerifyTokenResponse")),
                    "400": error_response("INVALID_REQUEST: malformed body, missing field, unknown token_type, client_secret missing for token_type=token."),
                    "413": error_response("PAYLOAD_TOO_LARGE"),
                    "503": unavailable()
                }
            }},
            paths::TOKEN: {"post": {
                "summary": "Exchange an authorization code or a refresh_token for tokens",
                "operationId": "token",
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"oneOf": [
                    schema_ref("CodeGrantRequest"), schema_ref("RefreshGrantRequest")
                ]}}}},
                "responses": {
                    "200": ok("REFRESH_TOKEN (code grant, token_type=refresh_token) or TOKEN.", json!({"oneOf": [
                        schema_ref("TokenWithRefreshResponse"), schema_ref("TokenResponse")
                    ]})),
                    "400": error_response("INVALID_REQUEST, UNSUPPORTED_GRANT_TYPE, or INVALID_GRANT (code/refresh_token unknown, expired, used, revoked, another client's, redirect_uri or PKCE mismatch)."),
                    "401": error_response("INVALID_CLIENT: unknown client_id or wrong client_secret."),
                    "413": error_response("PAYLOAD_TOO_LARGE"),
                    "503": unavailable()
                }
            }},
            paths::USERINFO: {"get": {
                "summary": "Profile of the user behind a bearer access token",
                "operationId": "userinfo",
                "security": [{"bearer": []}],
                "responses": {
                    "200": ok("USERDATA", schema_ref("UserInfoResponse")),
                    "401": bearer_error("INVALID_TOKEN (missing, malformed, revoked) or EXPIRED_TOKEN."),
                    "403": bearer_error("INSUFFICIENT_SCOPE: the token has none of email, profile, authorization."),
                    "503": unavailable()
                }
            }},
            paths::SESSIONINFO: {"get": {
                "summary": "Login session behind a bearer access token",
                "operationId": "sessioninfo",
                "security": [{"bearer": []}],
                "responses": {
                    "200": ok("USERDATA", schema_ref("SessionInfoResponse")),
                    "401": bearer_error("INVALID_TOKEN (missing, malformed, revoked) or EXPIRED_TOKEN."),
                    "403": bearer_error("INSUFFICIENT_SCOPE: sessioninfo needs the authorization scope."),
                    "503": unavailable()
                }
            }},
            paths::LOGIN: {"post": {
                "summary": "Device sign-in: email and password for an account token and a new session",
                "description": "The session records the request's User-Agent (parsed into deviceData), client IP, locale (ui_locales, else Accept-Language) and package_name.",
                "operationId": "login",
                "requestBody": json_body("LoginRequest"),
                "responses": {
                    "200": ok("LOGIN_SUCCESS", schema_ref("LoginResponse")),
                    "400": error_response("INVALID_REQUEST"),
                    "401": error_response("INVALID_CREDENTIALS: unknown email, wrong password or disabled user (one answer for all)."),
                    "429": error_with_header("RATE_LIMITED: too many failures for this email from this address.", "Retry-After", "integer"),
                    "503": unavailable()
                }
            }},
            paths::CODE: {"post": {
                "summary": "An authorization code for a client app, for the signed-in device account",
                "operationId": "deviceCode",
                "security": [{"accountToken": []}],
                "requestBody": json_body("CodeRequest"),
                "responses": {
                    "200": ok("AUTH_CODE", schema_ref("AuthCodeResponse")),
                    "400": error_response("INVALID_REQUEST: bad scope (or outside the client's), unregistered package_name or redirect_uri, bad code_challenge."),
                    "401": bearer_error("INVALID_TOKEN (account token missing, unknown or signed out) or INVALID_CLIENT (client_id unknown or disabled)."),
                    "503": unavailable()
                }
            }},
            paths::ID_TOKEN: {"post": {
                "summary": "An id_token for a client app, for the signed-in device account",
                "operationId": "deviceIdToken",
                "security": [{"accountToken": []}],
                "requestBody": json_body("IdTokenRequest"),
                "responses": {
                    "200": ok("ID_TOKEN", schema_ref("IdTokenResponse")),
                    "400": error_response("INVALID_REQUEST"),
                    "401": bearer_error("INVALID_TOKEN or INVALID_CLIENT."),
                    "503": unavailable()
                }
            }},
            paths::LOGOUT: {"post": {
                "summary": "Device sign-out: revokes the session and every token issued in it",
                "operationId": "logout",
                "security": [{"accountToken": []}],
                "responses": {
                    "200": ok("LOGGED_OUT", schema_ref("DoneResponse")),
                    "401": bearer_error("INVALID_TOKEN"),
                    "503": unavailable()
                }
            }},
            paths::ADMIN_CLIENTS: {
                "get": admin_operation("listClients", "List clients (never their secrets)", None, "AdminClients"),
                "post": admin_operation("createClient", "Register a client; the secret is shown only in this answer (public clients get none)", Some("AdminNewClient"), "AdminClientCreated")
            },
            paths::ADMIN_CLIENT_SECRET: {"post": admin_operation("rotateClientSecret", "Replace a client's secret; shown only in this answer (400 for a public client)", None, "AdminClientSecret")},
            paths::ADMIN_CLIENT_DISABLE: {"post": admin_operation("disableClient", "Disable a client: it authenticates nowhere and its tokens stop verifying", None, "AdminDone")},
            paths::ADMIN_USERS: {
                "get": admin_operation("listUsers", "List users (never password hashes)", None, "AdminUsers"),
                "post": admin_operation("createUser", "Create a user", Some("AdminNewUser"), "AdminUserId")
            },
            paths::ADMIN_USER_DISABLE: {"post": admin_operation("disableUser", "Disable a user: no new sign-ins", None, "AdminDone")},
            paths::ADMIN_USER_PASSWORD: {"post": admin_operation("setPassword", "Set a user's password", Some("AdminPassword"), "AdminDone")},
            paths::ADMIN_KEYS_ROTATE: {"post": admin_operation("rotateKeys", "Rotate signing keys: the first call publishes a new id_token key, the next makes it sign", None, "AdminDone")},
            paths::JWKS: {"get": {
                "summary": "The public keys that verify id_tokens (JWK Set, RFC 7517)",
                "description": "Asymmetric keys only; includes pre-published and retired keys still in use. Cache-Control: public, max-age=300.",
                "operationId": "jwks",
                "responses": {"200": ok("JWK Set", schema_ref("Jwks"))}
            }},
            paths::OPENAPI: {"get": {
                "summary": "This document",
                "operationId": "openapi",
                "responses": {"200": {"description": "OpenAPI 3.0 document", "content": {"application/json": {}}}}
            }}
        },
        "components": {
            "securitySchemes": {
                "bearer": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT (at+jwt)"},
                "accountToken": {"type": "http", "scheme": "bearer", "description": "The accountToken of device sign-in."},
                "adminKey": {"type": "http", "scheme": "bearer", "description": "The configured admin.api_key; without one the admin API answers 404."}
            },
            "schemas": schemas()
        }
    })
}

fn schemas() -> Value {
    let mut schemas = schemas_of_bodies();
    if let Some(map) = schemas.as_object_mut() {
        map.insert("Jwks".into(), jwks_schema());
        map.insert(
            "OAuthError".into(),
            json!({"type": "object", "additionalProperties": false, "required": ["error"], "properties": {
                "error": {"type": "string", "enum": ["invalid_request", "invalid_client", "invalid_grant", "unsupported_grant_type", "temporarily_unavailable", "server_error"]},
                "error_description": string()
            }}),
        );
    }
    schemas
}

fn jwks_schema() -> Value {
    let ulid = json!({"type": "string", "pattern": "^[0-9A-HJKMNP-TV-Z]{26}$"});
    json!({"type": "object", "required": ["keys"], "properties": {"keys": {"type": "array", "items": {
        "type": "object",
        "required": ["kty", "kid", "alg", "use"],
        "properties": {"kty": string(), "kid": ulid, "alg": {"type": "string", "enum": ["ES256", "EdDSA", "RS256"]}, "use": {"type": "string", "enum": ["sig"]}}
    }}}})
}

fn schemas_of_bodies() -> Value {
    let success_codes = ["VERIFICATION_SUCCESS", "REFRESH_TOKEN", "TOKEN", "USERDATA"];
    let failure_codes = [
        "INVALID_TOKEN",
        "EXPIRED_TOKEN",
        "INVALID_REQUEST",
        "UNSUPPORTED_GRANT_TYPE",
        "INVALID_GRANT",
        "INVALID_CLIENT",
        "INVALID_CREDENTIALS",
        "INSUFFICIENT_SCOPE",
        "NOT_FOUND",
        "METHOD_NOT_ALLOWED",
        "PAYLOAD_TOO_LARGE",
        "RATE_LIMITED",
        "SERVER_ERROR",
        "SERVICE_UNAVAILABLE",
    ];
    let _ = success_codes;
    let timestamp =
        json!({"type": "string", "format": "date-time", "example": "2026-11-21T17:04:05Z"});
    let ulid = json!({"type": "string", "pattern": "^[0-9A-HJKMNP-TV-Z]{26}$"});
    let integer = json!({"type": "integer", "format": "int64"});
    json!({
        "VerifyTokenRequest": object(&["token_type", "token", "client_id"], json!({
            "token_type": {"type": "string", "enum": ["id_token", "token"]},
            "token": string(),
            "client_id": string(),
            "client_secret": {"type": "string", "description": "Required when token_type is token."}
        })),
        "VerifyTokenResponse": object(&["success", "code", "msg"], json!({
            "success": {"type": "boolean"},
            "code": {"type": "string", "enum": ["VERIFICATION_SUCCESS", "INVALID_TOKEN", "EXPIRED_TOKEN"]},
            "msg": {"type": "string", "enum": ["Token Verification success", "Token Invalid for given ClientId/ClientSecret", "Token Expired!"]},
            "decodedData": {"oneOf": [schema_ref("IdTokenClaims"), schema_ref("AccessTokenClaims")]}
        })),
        "IdTokenClaims": object(
            &["iss", "sub", "aud", "exp", "iat", "auth_time", "email", "mobile", "userId", "name", "picture", "countryCode"],
            json!({
                "iss": string(), "sub": ulid, "aud": ulid, "exp": integer, "iat": integer, "auth_time": integer,
                "email": string(), "mobile": string(), "userId": ulid, "name": string(), "picture": string(),
                "countryCode": string(), "nonce": string()
            })
        ),
        "AccessTokenClaims": object(
            &["iss", "tokenId", "aud", "sessionId", "userId", "scope", "iat", "exp"],
            json!({
                "iss": string(), "tokenId": ulid, "aud": ulid, "sessionId": ulid, "userId": ulid,
                "scope": {"type": "string", "description": "Space-separated subset of openid email profile authorization."},
                "iat": integer, "exp": integer
            })
        ),
        "CodeGrantRequest": object(&["grant_type", "code", "token_type", "client_id", "client_secret"], json!({
            "grant_type": {"type": "string", "enum": ["code", "authorization_code"]},
            "code": string(),
            "token_type": {"type": "string", "enum": ["refresh_token", "token"]},
            "client_id": string(),
            "client_secret": string(),
            "redirect_uri": {"type": "string", "description": "Must equal the authorization request's, when it had one."},
            "code_verifier": {"type": "string", "description": "PKCE (S256); required when the code was issued with a code_challenge."}
        })),
        "RefreshGrantRequest": object(&["grant_type", "refresh_token", "token_type", "client_id", "client_secret"], json!({
            "grant_type": {"type": "string", "enum": ["refresh_token"]},
            "refresh_token": string(),
            "token_type": {"type": "string", "enum": ["token"]},
            "client_id": string(),
            "client_secret": string()
        })),
        "TokenWithRefreshResponse": object(
            &["success", "code", "token", "refresh_token", "token_expiry", "refresh_token_expiry"],
            json!({
                "success": {"type": "boolean", "enum": [true]},
                "code": {"type": "string", "enum": ["REFRESH_TOKEN"]},
                "token": string(), "refresh_token": string(),
                "token_expiry": timestamp, "refresh_token_expiry": timestamp
            })
        ),
        "TokenResponse": object(&["success", "code", "token", "token_expiry"], json!({
            "success": {"type": "boolean", "enum": [true]},
            "code": {"type": "string", "enum": ["TOKEN"]},
            "token": string(),
            "token_expiry": timestamp
        })),
        "UserInfoResponse": object(&["success", "code", "userData"], json!({
            "success": {"type": "boolean", "enum": [true]},
            "code": {"type": "string", "enum": ["USERDATA"]},
            "userData": schema_ref("UserData")
        })),
        "UserData": object(&["email", "userId"], json!({
            "email": string(), "mobile": string(), "userId": ulid, "profilePicture": string(), "name": string(),
            "countryCode": string(), "country": string(), "countryRegionCode": string(), "countryRegion": string(),
            "city": string(), "postalCode": string()
        })),
        "SessionInfoResponse": object(&["success", "code", "sessionData"], json!({
            "success": {"type": "boolean", "enum": [true]},
            "code": {"type": "string", "enum": ["USERDATA"]},
            "sessionData": schema_ref("SessionData")
        })),
        "SessionData": object(
            &["userAgent", "ip", "locale", "deviceData", "geoData", "lastSessionTimestamp", "packageName"],
            json!({
                "userAgent": string(), "ip": string(), "locale": string(),
                "deviceData": schema_ref("DeviceData"), "geoData": schema_ref("GeoData"),
                "lastSessionTimestamp": timestamp, "packageName": string()
            })
        ),
        "DeviceData": object(&["os", "device", "client"], json!({
            "os": object(&["version", "name", "platform"], json!({"version": string(), "name": string(), "platform": string()})),
            "device": object(&["brand", "model", "type"], json!({
                "brand": {"type": "string", "description": "A name (the interface's \"int\" is an error)."},
                "model": {"type": "string", "description": "A name (the interface's \"int\" is an error)."},
                "type": string()
            })),
            "client": object(&["version", "engine", "name", "type", "engineVersion"], json!({
                "version": string(), "engine": string(), "name": string(), "type": string(), "engineVersion": string()
            }))
        })),
        "GeoData": object(
            &["countryCode", "country", "countryRegionCode", "countryRegion", "city", "postalCode"],
            json!({
                "countryCode": string(), "country": string(), "countryRegionCode": string(),
                "countryRegion": string(), "city": string(), "postalCode": string()
            })
        ),
        "LoginRequest": object(&["email", "password"], json!({
            "email": string(), "password": string(),
            "package_name": {"type": "string", "description": "The app's package name (reverse-DNS)."},
            "ui_locales": {"type": "string", "description": "Space-separated language tags; the first becomes the session's locale."}
        })),
        "LoginResponse": object(&["success", "code", "accountToken", "sessionId"], json!({
            "success": {"type": "boolean", "enum": [true]},
            "code": {"type": "string", "enum": ["LOGIN_SUCCESS"]},
            "accountToken": string(),
            "sessionId": ulid
        })),
        "CodeRequest": object(&["client_id", "scope"], json!({
            "client_id": string(),
            "scope": {"type": "string", "description": "Space-separated subset of the client's scopes."},
            "package_name": string(),
            "redirect_uri": string(),
            "code_challenge": {"type": "string", "description": "PKCE S256 challenge."},
            "code_challenge_method": {"type": "string", "enum": ["S256"]},
            "nonce": string()
        })),
        "AuthCodeResponse": object(&["success", "code", "authCode", "expiry"], json!({
            "success": {"type": "boolean", "enum": [true]},
            "code": {"type": "string", "enum": ["AUTH_CODE"]},
            "authCode": string(),
            "expiry": timestamp
        })),
        "IdTokenRequest": object(&["client_id"], json!({"client_id": string(), "nonce": string()})),
        "IdTokenResponse": object(&["success", "code", "id_token"], json!({
            "success": {"type": "boolean", "enum": [true]},
            "code": {"type": "string", "enum": ["ID_TOKEN"]},
            "id_token": string()
        })),
        "DoneResponse": object(&["success", "code", "msg"], json!({
            "success": {"type": "boolean", "enum": [true]},
            "code": {"type": "string", "enum": ["LOGGED_OUT", "OK"]},
            "msg": string()
        })),
        "AdminNewClient": object(&["name", "redirect_uris"], json!({
            "name": string(),
            "redirect_uris": {"type": "array", "items": string()},
            "package_names": {"type": "array", "items": string()},
            "scopes": {"type": "array", "items": string(), "description": "Default: all of openid email profile authorization."},
            "public": {"type": "boolean", "description": "A browser or native app: no secret, PKCE required. Default false."}
        })),
        "AdminClientCreated": object(&["success", "code", "client_id", "public"], json!({
            "success": {"type": "boolean", "enum": [true]}, "code": {"type": "string", "enum": ["OK"]},
            "client_id": ulid, "public": {"type": "boolean"},
            "client_secret": {"type": "string", "description": "Confidential clients only"}
        })),
        "AdminClientSecret": object(&["success", "code", "client_id", "client_secret"], json!({
            "success": {"type": "boolean", "enum": [true]}, "code": {"type": "string", "enum": ["OK"]},
            "client_id": ulid, "client_secret": string()
        })),
        "AdminClients": object(&["success", "code", "clients"], json!({
            "success": {"type": "boolean", "enum": [true]}, "code": {"type": "string", "enum": ["OK"]},
            "clients": {"type": "array", "items": object(
                &["client_id", "name", "redirect_uris", "package_names", "scopes", "enabled", "public", "created_at"],
                json!({
                    "client_id": ulid, "name": string(),
                    "redirect_uris": {"type": "array", "items": string()},
                    "package_names": {"type": "array", "items": string()},
                    "scopes": string(), "enabled": {"type": "boolean"}, "public": {"type": "boolean"}, "created_at": timestamp
                })
            )}
        })),
        "AdminNewUser": object(&["email", "password"], json!({
            "email": string(), "password": string(), "name": string(), "mobile": string(), "picture": string(),
            "countryCode": string(), "country": string(), "countryRegionCode": string(),
            "countryRegion": string(), "city": string(), "postalCode": string()
        })),
        "AdminUserId": object(&["success", "code", "userId"], json!({
            "success": {"type": "boolean", "enum": [true]}, "code": {"type": "string", "enum": ["OK"]}, "userId": ulid
        })),
        "AdminUsers": object(&["success", "code", "users"], json!({
            "success": {"type": "boolean", "enum": [true]}, "code": {"type": "string", "enum": ["OK"]},
            "users": {"type": "array", "items": object(&["userId", "email", "name", "enabled", "created_at"], json!({
                "userId": ulid, "email": string(), "name": string(), "enabled": {"type": "boolean"}, "created_at": timestamp
            }))}
        })),
        "AdminPassword": object(&["password"], json!({"password": string()})),
        "AdminDone": {"type": "object", "required": ["success", "code"], "properties": {
            "success": {"type": "boolean", "enum": [true]}, "code": {"type": "string", "enum": ["OK"]}
        }},
        "ErrorResponse": object(&["success", "code", "msg"], json!({
            "success": {"type": "boolean", "enum": [false]},
            "code": {"type": "string", "enum": failure_codes},
            "msg": string()
        }))
    })
}
