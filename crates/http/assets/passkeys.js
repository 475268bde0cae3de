// Passkeys on our pages (docs/api.md, "Passkeys"): sign-in (a button, and
// the browser's autofill where it offers conditional mediation), the
// second step after a password, and registration on the account page.
// WebAuthn's binary members travel as base64url; the server keeps every
// ceremony's state, so this script only carries options and answers.
(function () {
  "use strict";
  if (!window.PublicKeyCredential || !navigator.credentials) {
    return;
  }

  function fromB64u(text) {
    var b64 = text.replace(/-/g, "+").replace(/_/g, "/");
    while (b64.length % 4) {
      b64 += "=";
    }
    var bin = atob(b64);
    var bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) {
      bytes[i] = bin.charCodeAt(i);
    }
    return bytes.buffer;
  }

  function toB64u(buffer) {
    var bytes = new Uint8Array(buffer);
    var bin = "";
    for (var i = 0; i < bytes.length; i++) {
      bin += String.fromCharCode(bytes[i]);
    }
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  // WebIDL dictionaries refuse null where a member is absent.
  function withoutNulls(value) {
    if (Array.isArray(value)) {
      return value.map(withoutNulls);
    }
    if (value && typeof value === "object") {
      var out = {};
      Object.keys(value).forEach(function (key) {
        if (value[key] !== null) {
          out[key] = withoutNulls(value[key]);
        }
      });
      return out;
    }
    return value;
  }

  function credentialIds(list) {
    (list || []).forEach(function (c) {
      c.id = fromB64u(c.id);
    });
  }

  function requestOptions(publicKey) {
    var o = withoutNulls(publicKey);
    o.challenge = fromB64u(o.challenge);
    credentialIds(o.allowCredentials);
    return o;
  }

  function creationOptions(publicKey) {
    var o = withoutNulls(publicKey);
    o.challenge = fromB64u(o.challenge);
    o.user.id = fromB64u(o.user.id);
    credentialIds(o.excludeCredentials);
    return o;
  }

  function assertion(c) {
    return {
      id: c.id,
      rawId: toB64u(c.rawId),
      type: c.type,
      response: {
        authenticatorData: toB64u(c.response.authenticatorData),
        clientDataJSON: toB64u(c.response.clientDataJSON),
        signature: toB64u(c.response.signature),
        userHandle: c.response.userHandle ? toB64u(c.response.userHandle) : null
      },
      extensions: c.getClientExtensionResults()
    };
  }

  function attestation(c) {
    return {
      id: c.id,
      rawId: toB64u(c.rawId),
      type: c.type,
      response: {
        attestationObject: toB64u(c.response.attestationObject),
        clientDataJSON: toB64u(c.response.clientDataJSON),
        transports: c.response.getTransports ? c.response.getTransports() : undefined
      },
      extensions: c.getClientExtensionResults()
    };
  }

  // What to tell the user comes from the page, in its language: the
  // form's data-error-<name> attribute (English if a page lacks it).
  function say(form, name, fallback) {
    var note = form.querySelector(".passkey-error");
    if (note) {
      note.textContent = form.getAttribute("data-error-" + name) || fallback;
      note.hidden = false;
    }
  }

  function postJson(url, body) {
    return fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body)
    }).then(function (r) {
      return r.json();
    }).then(function (answer) {
      if (!answer.success) {
        throw new Error(answer.msg || "The server refused.");
      }
      return answer;
    });
  }

  // Sign-in, or the second step: options, the authenticator, then the
  // form posts the answer with its challenge id.
  var signIn = document.getElementById("passkey-signin");
  if (signIn) {
    var pending = null;
    var ask = function (mediation) {
      if (pending) {
        pending.abort();
      }
      pending = new AbortController();
      var signal = pending.signal;
      return postJson(signIn.getAttribute("data-options"), {}).then(function (o) {
        var request = { publicKey: requestOptions(o.publicKey), signal: signal };
        if (mediation) {
          request.mediation = mediation;
        }
        return navigator.credentials.get(request).then(function (credential) {
          signIn.elements.challenge_id.value = o.challengeId;
          signIn.elements.credential.value = JSON.stringify(assertion(credential));
          signIn.submit();
        });
      });
    };
    signIn.hidden = false;
    signIn.addEventListener("submit", function (event) {
      if (signIn.elements.credential.value) {
        return;
      }
      event.preventDefault();
      ask(null).catch(function (e) {
        if (e.name !== "AbortError") {
          say(signIn, "unused", "No passkey was used. Try again, or use your password.");
        }
      });
    });
    if (signIn.hasAttribute("data-autofill") && PublicKeyCredential.isConditionalMediationAvailable) {
      PublicKeyCredential.isConditionalMediationAvailable().then(function (available) {
        if (available) {
          ask("conditional").catch(function () {});
        }
      });
    }
  }

  // Registration on the account page: options for this session, the
  // authenticator, then the form posts the new credential with its name.
  var add = document.getElementById("passkey-add");
  if (add) {
    add.hidden = false;
    add.addEventListener("submit", function (event) {
      if (add.elements.credential.value) {
        return;
      }
      event.preventDefault();
      var body = new URLSearchParams();
      body.set("csrf_token", add.elements.csrf_token.value);
      fetch(add.getAttribute("data-options"), {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString()
      }).then(function (r) {
        return r.json();
      }).then(function (o) {
        if (o.code === "REAUTHENTICATION_REQUIRED") {
          // The form without a credential: the server answers with the
          // login form, whose sign-in comes back to this page.
          add.submit();
          return new Promise(function () {});
        }
        if (!o.success) {
          throw new Error(o.msg);
        }
        return navigator.credentials.create({ publicKey: creationOptions(o.publicKey) });
      }).then(function (credential) {
        add.elements.credential.value = JSON.stringify(attestation(credential));
        add.submit();
      }).catch(function (e) {
        if (e.name === "InvalidStateError") {
          say(add, "registered", "This passkey is registered already.");
        } else {
          say(add, "not-added", "No passkey was added. Try again.");
        }
      });
    });
  }
})();
