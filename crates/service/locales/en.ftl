# English: the catalogue every other language falls back to, message by message.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Language

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = The email address or password is not right. A new account signs in once its address is confirmed: check your mail for the link.
error-throttled = Too many failed attempts. Wait a few minutes, then try again.
error-busy = Too many people are signing in right now. Please try again in a moment.
error-missing-fields = Enter your email address and password.
# The form's protection token ran out; the user must load the sign-in page again.
error-expired-form = This form expired. Please sign in again.
# The device page's login takes no second factor; "account page" is the user's own account page.
error-second-factor-in-app = This account is protected by a second factor. Sign in on your account page first (it asks for the code), then come back here.
# A one-time code from an authenticator app or a recovery code.
error-wrong-second-factor = The code was not right, or it was used or came too late. Please sign in again.
error-passkey-refused = That passkey could not be used, or the attempt took too long. Try again, or sign in with your password.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Too many requests. Wait a few minutes, then try again.
# The form's protection token ran out; sending the form again works.
error-expired-form-again = This form expired. Please try again.

## Error pages (a heading and a paragraph)

# Heading of the page for a mailed link (address confirmation, password reset) that no longer works.
error-bad-link-title = Link not valid
error-bad-link-text = This link is not valid any more: it was used, it expired, or a newer one replaced it. Ask for a new one.

# Heading of the page for a form that could not be read.
error-form-title = Sign-in failed
error-form-too-large = The form is too large.
error-form-unreadable = The form could not be read. Please go back and try again.
# Heading of the page for a form posted from another web site (a possible attack).
error-cross-site-title = Request refused
error-cross-site-text = This form was sent from another site. Open the sign-in page again and submit it from there.

error-unavailable-title = Try again shortly
error-unavailable-text = The sign-in service is busy or unavailable. Please try again in a moment.
error-failed-title = Something went wrong
error-failed-text = The sign-in could not be completed. Please try again.

## What an app may do, one line per scope (consent page, device page, account page's apps)

# The app will be able to tell which account the user is.
scope-openid = Know who you are
scope-email = See your email address
scope-profile = See your profile: name, picture, phone number and country
scope-authorization = See your profile and your signed-in sessions
scope-organizations = See the organizations you belong to and your roles in them
scope-api = Use { $api } on your behalf

## The second step of signing in, after a right password

# $purpose is what signing in is for, e.g. "to open your account" or "to continue to Shop".
page-second-step-code-or-passkey = { $purpose }: enter the code your authenticator app shows or a recovery code, or use your passkey.
# $purpose is what signing in is for, e.g. "to open your account" or "to continue to Shop".
page-second-step-passkey = { $purpose }: use your passkey.
# $purpose is what signing in is for, e.g. "to open your account" or "to continue to Shop".
page-second-step-code = { $purpose }: enter the code your authenticator app shows, or one of your recovery codes.
# Button.
page-second-step-use-passkey = Use your passkey

## Login page

# Heading, page title and the button of the login form.
page-login-title = Sign in
page-login-email = Email
page-login-password = Password
# Button that submits the login form.
page-login-button = Sign in
# Button; $provider is another sign-in service's name, e.g. "Google".
page-login-with-provider = Sign in with { $provider }
# Button.
page-login-passkey = Sign in with a passkey
# Link to the page that mails a password reset link.
page-login-forgot = Forgot your password?
page-login-organization = Sign in with your organization
page-organization-title = Sign in with your organization
page-organization-lead = Enter your work email address or your organization's ID to continue with its sign-in.
page-organization-field = Work email or organization ID
page-organization-button = Continue
page-organization-unknown = No organization signs in with this address or ID. Check it, or sign in with your email address and password.
login-sso-required = Your organization signs you in: use your organization's sign-in.
login-sso-required-named = { $organization } signs you in: use its sign-in below.
# Shown before the link "Create an account".
page-login-new-here = New here?
# Link to the sign-up page, after "New here?".
page-login-create-account = Create an account

## Device pages: connecting a TV, console or other device with a code it shows

# Heading and page title.
page-device-title = Connect a device
page-device-code-lead = Enter the code shown on your TV, console or other device.
# Label of the field for the code (like "BCDF-GHJK").
page-device-code-label = Code
# Button.
page-device-code-button = Continue
# Heading; $client is the app's name.
page-device-confirm-heading = Connect { $client }?
# $code is the code the device shows (like "BCDF-GHJK"), $email the signed-in account's address.
page-device-confirm-lead = A device showing the code { $code } asks to use your account { $email }. Only allow it if you started this on that device yourself.
# Followed by a list of what the app may do ("Know who you are", ...).
page-device-confirm-able = It will be able to:
# Button.
page-device-confirm-deny = Deny
# Button.
page-device-confirm-allow = Allow

## Account page

# Heading and page title.
page-account-title = Your account
# $email is the signed-in address.
page-account-signed-in-as = Signed in as { $email }
# $email is the signed-in address, whose confirmation mail has not been used yet.
page-account-signed-in-as-unconfirmed = Signed in as { $email } (address not confirmed yet: see the mail we sent)
page-account-sessions-heading = Where you are signed in
# In a session's details; $package is a mobile app's package name, e.g. "com.example.shop".
page-account-session-app = app { $package }
# Badge on the session of the browser showing the page.
page-account-this-browser = This browser
# Button ending one other session.
page-account-sign-out-session = Sign out
# Button ending every session but this browser's.
page-account-sign-out-others = Sign out everywhere else
page-account-profile-heading = Profile
# Button.
page-account-profile-save = Save profile
page-account-password-heading = Password
page-account-current-password = Current password
page-account-new-password = New password (at least 10 characters)
# Button.
page-account-password-change = Change password
page-account-email-heading = Email address
page-account-email-explain = A link goes to the new address; your account moves there when it is used. Until then you sign in with this one.
page-account-new-email = New email address
# Label of the current password's field in the email address change form.
page-account-email-password = Password
# Button.
page-account-email-change = Change email address
page-account-data-heading = Your data
page-account-data-explain = Everything this service holds about your account (profile, sessions with their devices and places, linked providers, second factors, the security events about you), as one JSON file. It holds no password and no secret.
# Link that downloads the JSON file.
page-account-data-download = Download your data
# Heading.
page-account-delete-heading = Delete your account
page-account-delete-explain = Removes your profile, sessions, second factors and linked providers, and signs you out everywhere.
# Link to the page that deletes the account (after a confirmation).
page-account-delete-link = Delete your account

## Sign-out confirmation

# Heading and page title.
page-logout-title = Sign out
page-logout-question = Sign out of your account on this browser?
# Button.
page-logout-button = Sign out

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Enter a password.
# $min is the least number of characters (10).
rule-password-too-short = The password must have at least { $min } characters.
# $max is the most characters a new password may have (256).
rule-password-too-long = The password must have at most { $max } characters.
rule-password-is-email = The password must not be the email address.
rule-password-refused = This password cannot be used. Please choose another.
rule-email-invalid = Enter an email address that can receive mail, such as name@example.com.
rule-email-same = That is the account's address already.
rule-field-invalid = A field is too long or has characters that are not allowed.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = the client name must have 1 to 200 characters
rule-client-name-characters = the client name must not contain control or bidirectional formatting characters
rule-resource-server-confidential = a resource server must be a confidential client
rule-client-credentials-confidential = client_credentials needs a confidential client
rule-public-client-secret = a public client has no secret
rule-shared-signals-confidential = a Shared Signals receiver must be a confidential client
rule-organization-for-receivers = only a Shared Signals receiver is bound to an organization
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = profile fields are limited to { $max } characters
rule-profile-field-characters = profile fields must not contain control or bidirectional formatting characters
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = unknown event type "{ $name }"; known: { $known }
rule-no-event-type = events must name at least one event type
rule-secret-prefix = secret must start with whsec_
rule-secret-encoding = secret must be whsec_ and base64
rule-secret-length = secret must be 24 to 64 bytes
rule-delivery-status = status must be pending, delivered or failed
# $name is the filter's name: since or until.
rule-not-a-timestamp = { $name } must be an RFC 3339 timestamp
rule-not-a-user-id = user must be a user id
rule-not-an-email = email must be an email address
rule-unknown-audit-type = unknown event type
rule-unknown-cursor = cursor is not one this API gave
rule-page-size = limit must be from 1 to 500
rule-no-scope = at least one scope is required
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = the API defines only these scopes: { $scopes }
rule-role-name = the role must be admin, support, viewer or none
rule-already-verified = the address is verified already

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

# Under the "Sign in" heading. $client is the name of the app the user signs in to.
login-lead = to continue to { $client }
# Title of an error page.
login-failed-title = Sign-in failed
login-malformed-link = The sign-in link is malformed.
# Error page texts for a sign-in request that cannot be answered to the app.
login-request-missing-client = The request does not name an app.
login-request-unknown-client = This app is not registered, or it was disabled.
# "redirect_uri" is a technical parameter name: keep it as is.
login-request-missing-redirect-uri = The request does not say where to return to (redirect_uri).
# "redirect_uri" is a technical parameter name: keep it as is.
login-request-unregistered-redirect-uri = The redirect_uri is not registered for this app.
# "state" is a technical parameter name: keep it as is.
login-request-state-too-long = The state parameter is too long.
login-request-invalid = The sign-in request is not valid.

## Signing out of the browser.

# Title of an error page.
login-signout-failed-title = Sign-out failed
login-signout-malformed-link = The sign-out link is malformed.
# Title of the page shown after signing out.
login-signed-out-title = Signed out
login-signed-out-text = You are signed out on this browser.

## The second step after a password, and an app that needs one.

# Heading and page title.
second-step-title = Two-step sign-in
# Label of the field for an authenticator app's code or a recovery code.
second-step-code-label = Code
# Button.
second-step-continue = Continue
# Page title and heading: an app requires a second factor the user has not set up.
second-step-enrol-title = Set up a second factor
# $client is the app's name.
second-step-enrol-text = { $client } requires two-factor sign-in. Set up an authenticator app or a passkey on your account page, then sign in to { $client } again.
# Link to the account page.
second-step-enrol-link = Open your account page

## The account page's authenticator app section, its setup page and the
## recovery codes.

# Heading of the account page's section.
second-step-app-heading = Authenticator app
# $count is the number of recovery codes not used yet.
second-step-app-on = { $count ->
    [one] An authenticator app is set up; { $count } recovery code is unused.
   *[other] An authenticator app is set up; { $count } recovery codes are unused.
}
# Button.
second-step-app-remove = Remove the authenticator app
second-step-app-intro = Codes from an app such as Google Authenticator or 1Password, asked for after your password.
# Button on the account page.
second-step-app-set-up = Set up an authenticator app
# Description of the QR code image, for screen readers.
second-step-app-qr-label = QR code for your authenticator app
# Heading and page title.
second-step-app-setup-title = Set up an authenticator app
second-step-app-setup-lead = Scan the code with your authenticator app, then enter the six digits it shows.
# Above the secret key written out for typing in.
second-step-app-setup-key = Or type this key into the app:
# Label of the field for the first code.
second-step-app-code-label = Code from the app
# Button that confirms the first code and turns the app on.
second-step-app-turn-on = Turn on
# Link back to the account page.
second-step-app-cancel = Cancel
# Heading and page title.
second-step-recovery-title = Save your recovery codes
second-step-recovery-lead = The authenticator app is on. Each of these codes signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.
# Link back to the account page.
second-step-recovery-back = Back to your account

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

# Button on the login page.
passkey-sign-in-button = Sign in with a passkey
# Shown when the passkey dialog was closed or failed at sign-in.
passkey-not-used = No passkey was used. Try again, or use your password.
# Heading of the account page's section.
passkey-section-heading = Passkeys
passkey-section-intro = A passkey signs you in with your fingerprint, face or screen lock instead of your password.
# Label of the field to rename a passkey.
passkey-rename-label = New name
# Button.
passkey-rename-button = Rename
# Button that deletes a passkey.
passkey-remove-button = Remove
# Label of the name field for a passkey being added.
passkey-new-name-label = Name for a new passkey
# Example name in the empty field (placeholder).
passkey-new-name-placeholder = This laptop
# Button.
passkey-add-button = Add a passkey
# Shown when the authenticator already holds a passkey for this account.
passkey-already-registered = This passkey is registered already.
# Shown when adding a passkey failed or was cancelled.
passkey-not-added = No passkey was added. Try again.

## The consent screen.

# Heading. $client is the app's name.
consent-heading = Allow { $client } to use your account?
# $account is the signed-in user's email address, $client the app's name.
# A list of what the app may do follows.
consent-lead = You are signed in as { $account }. { $client } is an app made by someone else; it asks to:
consent-revoke-note = You can take its access away on your account page at any time.
# Button.
consent-deny = Deny
# Button.
consent-allow = Allow
# Page title (browser tab). $client is the app's name.
consent-title = Allow { $client }?

## Connecting a device (TV, console) with a code.

# Under the "Sign in" heading of the device page's login form.
device-login-lead = to connect a device to your account
device-code-unknown = That code is not right, has expired or was already used. Check the code on your device and try again.
device-code-throttled = Too many wrong codes. Wait a few minutes, then try again.
device-code-form-expired = This form expired. Please enter the code again.
# Page title and heading.
device-connected-title = Device connected
# $client is the device app's name.
device-connected-text = { $client } is now connected to your account. You can return to your device.
# Page title and heading.
device-denied-title = Request denied
# $client is the device app's name.
device-denied-text = { $client } was not connected. You can close this page.
# Page title and heading.
device-two-factors-title = Two-factor sign-in required
# $client is the device app's name.
device-two-factors-text = { $client } requires two-factor sign-in. On your account page, sign in with your second factor (or set one up), then enter the code here again.
# Link to the account page.
device-two-factors-link = Open your account page

## Signing in with another provider (Google, Apple, ...), and linking one.

# Title of an error page.
upstream-link-failed-title = Linking failed
upstream-link-from-account-page = Link a provider with its button on your account page.
upstream-link-expired = This page expired. Go back to your account page, reload it and try again.
upstream-unknown-provider = There is no such sign-in provider.
upstream-bad-state = This sign-in was already used, has expired, or was started in another browser. Go back to the application and sign in again.
upstream-denied = The provider did not sign you in. Go back to the application and try again.
upstream-refused = The provider's answer could not be accepted. Go back to the application and sign in again.
upstream-unavailable = The sign-in provider could not be reached. Try again in a moment, or sign in another way.
upstream-email-taken = An account with this email address exists already. Sign in to it with its password or passkey, then link this provider on your account page.
upstream-outside-domains = Your organization's sign-in can only sign in addresses of the organization's own verified domains.
upstream-unconfirmed-account = An account with this email address exists, but its address was never confirmed. Confirm it (or reset its password), then sign in through your organization again.
upstream-operator-account = This account has a role in the operators' console: it signs in with its own password and second factor, not through an organization's sign-in.
upstream-registration-closed = This account is not known here, and new accounts are not open. Ask the operator for an account.
upstream-no-email = The provider did not share an email address, which a new account needs.
upstream-unverified-email = The provider did not confirm that this email address is yours, so it cannot make an account with it. Create an account with your email address, then link the provider on your account page.
upstream-linked-elsewhere = This sign-in is linked to another account already.
upstream-already-linked = Your account is linked to this provider already, with another sign-in. Unlink it first.
upstream-disabled = This account is disabled.
upstream-reauthenticate = Sign in again on your account page, then link the provider.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

# Heading and page title.
signup-title = Create your account
signup-lead = We will send you a mail to confirm your address.
signup-email = Email
signup-password = Password (at least 10 characters)
signup-name = Name (optional)
# Button.
signup-button = Create account
# Heading of the page shown when this service takes no sign-ups.
signup-closed-title = Registration is closed
signup-closed-text = New accounts are made by the operator of this service. Ask them for one.
# Heading of the page after a sign-up.
signup-sent-title = Check your mail
# After a sign-up that did not start at an app.
signup-sent-text = We sent a mail to confirm your address. Follow its link; you can sign in already.
# After a sign-up that started at an app; followed by the link "Sign in and continue".
signup-sent-continue-text = We sent a mail to confirm your address. You can sign in and continue now.
# Link back to signing in to the app the user came from.
signup-sent-continue = Sign in and continue

## Address confirmation page (opened from the mailed link)

# Heading and page title.
verify-title = Confirm your email address
verify-lead = Confirm that this email address is yours, so that your account can use it. If you did not create an account or change its address here, do not confirm: close this page.
# Button.
verify-button = Confirm my address
verify-done-title = Email address confirmed
verify-done-text = Thank you: your email address is confirmed. You can close this page.

## Password reset request page

# Heading and page title.
forgot-title = Forgot your password?
forgot-lead = Enter your email address. If it has an account, we send you a link to set a new password.
forgot-email = Email
# Button.
forgot-button = Send the link
# Heading of the page after asking for the link.
forgot-sent-title = Check your mail
forgot-sent-text = If this address has an account, a mail with a link to set a new password is on its way. The link works for 30 minutes.

## New password page (opened from the mailed link)

# Heading and page title.
reset-title = Set a new password
reset-lead = Choose a password of 10 to 256 characters. Every device signed in to your account will be signed out.
reset-password = New password
# Button.
reset-button = Set the password
reset-done-title = Password set
reset-done-text = Your new password is set, and every device that was signed in is signed out. Sign in again with the new password.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

# Shown after the profile form was saved.
account-profile-saved = Your profile is saved.
account-password-changed = Your password is changed; every other device is signed out.
account-email-requested = If that address can be used, a link to confirm it is on its way there: your address changes when it is used.
# After "Sign out" on one of the listed sessions.
account-session-signed-out = That session is signed out.
# After "Sign out everywhere else".
account-others-signed-out = Every other session is signed out.
# Shown when the operator console sent a user without a second factor here.
account-console-needs-factor = The operator console needs a second factor: add an authenticator app or a passkey below, then sign in again with it.
account-form-expired = This form expired. Please try again.
# The login form's lead, right under its heading "Sign in": says what signing in is for.
account-login-lead = to see and change your account
# The login form's lead (under the heading "Sign in") when a change of how the user signs in needs a fresh sign-in.
account-sign-in-again-lead = again to change how you sign in
account-sign-in-again = For your security, sign in again (with your second factor, if you have one) before you add or remove a way to sign in.
# The two-step sign-in's lead starts with this; a colon and how to finish signing in follow.
account-second-step-purpose = to open your account
# Labels of the profile form's fields.
account-profile-name = Name
account-profile-mobile = Mobile number
account-profile-picture = Picture URL
account-profile-country-code = Country code
account-profile-country = Country
account-profile-city = City
account-profile-postal-code = Postal code
# A signed-in session whose device the browser did not tell.
account-session-unknown-device = Unknown device
# A signed-in session whose browser or app is not known; lowercase, it follows the device's name.
account-session-unknown-app = unknown app
# A signed-in session's times. $since and $active are a date and time such as "2026-11-21 17:04 UTC".
account-session-when = Signed in { $since } · last active { $active }
account-provider-not-linked = That provider is not linked to your account.
# "Forgot your password?" names the link on the login form.
account-last-sign-in-method = This is your account's only way to sign in. Add a passkey or set a password (Forgot your password?) first.
account-session-gone = That session is not signed in any more.
account-wrong-password = The current password is not right.
account-too-many-passwords = Too many wrong passwords. Wait a few minutes, then try again.
account-unknown-action = That is not something this page does.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = The authenticator app is removed.
factors-passkey-added = Your passkey is added: it signs you in from now on.
factors-passkey-renamed = The passkey is renamed.
factors-passkey-removed = The passkey is removed.
# A passkey's line in the list starts with this; $date is a date such as "2026-11-21".
factors-passkey-added-on = Added { $date }
# Follows "Added …" in a passkey's line, after a "·"; lowercase. $date is a date such as "2026-11-21".
factors-passkey-last-used = last used { $date }
# Follows "Added …" in a passkey's line, after a "·": the passkey is synced between devices; lowercase.
factors-passkey-synced = synced
factors-wrong-code = That code is not right. Check the app's clock and enter the code it shows now.
factors-too-many-codes = Too many wrong codes. Wait a few minutes, then try again.
factors-totp-already = An authenticator app is set up already.
factors-totp-nothing-pending = No authenticator app is being set up. Start again.
factors-totp-not-set-up = No authenticator app is set up.
factors-passkey-registered = That passkey is registered already.
factors-passkey-too-many = Your account has as many passkeys as it can: remove one first.
factors-passkey-too-many-attempts = Too many attempts. Wait a few minutes, then try again.
factors-passkey-name-length = A passkey's name has 1 to 64 characters.
factors-passkey-not-yours = That passkey is not yours any more.
factors-passkey-not-added = The passkey could not be added, or it took too long. Try again.
# Shown by the page's script when adding a passkey fails.
factors-page-expired = This page expired; reload it.
# Shown by the page's script when adding a passkey fails.
factors-sign-in-again = Sign in again.
# Shown by the page's script when adding a passkey fails.
factors-passkeys-unavailable = Passkeys are not available on this server.
# Shown by the page's script when adding a passkey fails.
factors-sign-in-to-add = Sign in again to add a passkey.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Sign in with another account
# After a provider was linked on the provider's site.
links-linked = The provider is linked: it signs you in to this account from now on.
links-unlinked = The provider is unlinked.
# Under a linked provider's name; lowercase. $date is a date and time such as "2026-11-21T17:04:00Z".
links-linked-on = linked { $date }
# Button next to a linked provider.
links-unlink = Unlink
# Button; $provider is the provider's name, e.g. "Link Google".
links-link = Link { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Apps with access
# After what the app may do, following a "·"; lowercase. $date is a date and time such as "2026-11-21T17:04:00Z".
apps-allowed-on = allowed { $date }
# Button next to an app.
apps-remove = Remove access
apps-removed = The app's access is removed; it is signed out.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

# The pages' title and heading.
delete-title = Delete your account
delete-explain-lead = You can delete your account and everything held about it yourself.
# The first step of a list. "Sign in with …" quotes the providers' buttons on the login form.
delete-explain-sign-in = Sign in: with your password, a passkey, or the provider you signed up with ("Sign in with …").
# The second step of the list.
delete-explain-confirm = Confirm that the account should be deleted.
# $days: how long the security log keeps its entries.
delete-explain-what = What is deleted: your profile (name, email address, phone number, picture, place), your password, every session and the devices and places recorded with them, second factors, passkeys, linked sign-in providers, and every token issued to apps. Every device is signed out. The security log keeps its entries about you under a random name, without IP addresses, for { $days ->
        [one] { $days } day
       *[other] { $days } days
    } at most.
delete-explain-now = When: at once. A confirmation goes to your email address.
# $days: how long after the request the account is deleted.
delete-explain-later = When: { $days ->
        [one] { $days } day
       *[other] { $days } days
    } after you ask; signing in before then keeps the account. A confirmation goes to your email address.
delete-explain-apps = Apps can also delete the account from their settings.
# A link to the confirmation (which asks for a sign-in first).
delete-explain-link = Sign in and delete your account
# The login form's lead, right under its heading "Sign in": says what signing in is for.
delete-login-lead = to delete your account
delete-confirm-what = This deletes your profile, sessions, second factors, passkeys and linked providers, and signs you out on every device.
# $days: how long after the request the account is deleted.
delete-confirm-later = The account goes after { $days ->
        [one] { $days } day
       *[other] { $days } days
    }; signing in before then keeps it.
delete-confirm-now = It cannot be undone.
# The label of a checkbox that must be ticked.
delete-confirm-check = Delete my account and everything held about it
# Button.
delete-confirm-button = Delete my account
# A link back to the account page.
delete-confirm-keep = Keep my account
delete-done-title = Account deleted
delete-done = Your account and everything held about it are deleted. A confirmation is on its way to your email address.
delete-scheduled-title = Account deletion scheduled
# $date is a date such as "2026-12-21".
delete-scheduled = Every session has ended. Your account will be deleted on { $date }; sign in before then to keep it.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Language
account-language-help = The language of this account's pages and of the mails it is sent.
account-language-save = Save language
account-language-saved = Your language was saved.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

# The browser tab's title; $page is the page's heading (e.g. "Users" or a user's address).
console-nav-page-title = { $page } · Console
# The header line; $email is the operator's address, $role their console role (console-frame-role-*).
console-nav-signed-in = Console · signed in as { $email } ({ $role })
# Link to the operator's own account page, in the header.
console-nav-your-account = Your account
# Name of the console's navigation, for screen readers.
console-nav-label = Console
# Navigation entries (keep them short).
console-nav-overview = Overview
console-nav-users = Users
console-nav-organizations = Organizations
console-nav-clients = Clients
console-nav-apis = APIs
console-nav-webhooks = Webhooks
console-nav-audit = Audit trail
console-nav-keys = Keys
console-nav-settings = Settings

# Console roles as shown (the stored names admin, support, viewer, none are not shown).
console-frame-role-admin = admin
console-frame-role-support = support
console-frame-role-viewer = viewer
# No console role at all.
console-frame-role-none = none
# Shown instead of an empty table; $caption is the table's caption (e.g. "Linked providers").
console-frame-table-empty = { $caption }: none.
# How long ago, roughly (a table cell).
console-frame-age-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
console-frame-age-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
console-frame-age-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Your console role does not open this page. Ask an administrator if you need it.
console-gate-form-expired = This form expired or did not come from the console. Open the page again and repeat.
console-gate-change-not-allowed = Your console role does not allow this change.
console-gate-no-role = Your account has no role in the console. An administrator can give you one.
# Page titles of refusals and failures.
console-gate-not-allowed-title = Not allowed
console-gate-not-found-title = Not found
console-gate-not-done-title = Not done
# The lead under the login page's heading "Sign in", completing it: "Sign in again, with your second factor, to open the console".
console-gate-sign-in-again-lead = again, with your second factor, to open the console
console-gate-needs-second-factor = The console needs a sign-in with your second factor (your authenticator app or a passkey).
console-gate-no-such-user = There is no such user.
console-gate-no-such-client = There is no such client.
console-gate-no-such-api = There is no such API.
console-gate-no-such-webhook = There is no such webhook.
# A failed webhook delivery that is no longer there.
console-gate-no-such-delivery = There is no such delivery.
console-gate-no-such-session = There is no such session.
# A link to a sign-in provider (Google, GitHub…).
console-gate-no-such-link = There is no such link.
console-gate-no-such-organization = There is no such organization.
console-gate-no-such-domain = There is no such domain.
# Fallback; $what is an English noun from the service.
console-gate-no-such = There is no such { $what }.
console-gate-duplicate-email = A user with that email already exists.
console-gate-last-sign-in-method = The link is the account's last way to sign in: set a password first.
console-gate-api-exists = An API with that identifier already exists.
console-gate-disable-client-first = Disable the client before deleting it.

## The console's overview page.

console-overview-title = Overview
console-overview-find-user = Find a user
# Labels of the figures at the top (a number is shown under each).
console-overview-accounts = Accounts
console-overview-live-sessions = Live sessions
console-overview-sign-ins = Sign-ins, 24 h
console-overview-failed-sign-ins = Failed sign-ins, 24 h
console-overview-lockouts = Lockouts now
console-overview-failing-deliveries = Failing webhook deliveries
console-overview-chart-heading = Sign-ins in the last 24 hours
# $at is a date and time such as "2025-01-31 14:05 UTC".
console-overview-counted = Counted { $at } (figures are at most a minute old).
# The chart described for screen readers.
console-overview-chart-label = Sign-ins per hour over the last 24 hours: { $succeeded } succeeded, { $failed } failed
# One bar's tooltip; $time is an hour such as "14:00 UTC".
console-overview-chart-hour = { $time }: { $succeeded } succeeded, { $failed } failed
# Under the chart's left end (short).
console-overview-chart-start = 24 hours ago
# Under the chart's right end (short).
console-overview-chart-end = now
# The chart's legend (green square, red square).
console-overview-legend-succeeded = succeeded ({ $count })
console-overview-legend-failed = failed ({ $count })
console-overview-keys-heading = Signing keys
console-overview-keys-caption = Signing keys, newest first
# Column headers of the signing keys table.
console-overview-key = Key
console-overview-algorithm = Algorithm
console-overview-state = State
console-overview-age = Age
# How long the key has been the one signing tokens.
console-overview-signing-for = Signing for
# A signing key's state: published but not yet signing / signing / no longer signing.
console-overview-key-pending = pending
console-overview-key-active = active
console-overview-key-retired = retired
console-overview-keys-link = Keys and rotation

## The console's users list.

console-users-title = Users
console-users-deleted = The user is deleted.
console-users-search-label = Address, name or user id
# Button.
console-users-search = Search
console-users-search-help = Addresses match from their start, names from the start of any word; an id matches whole.
console-users-caption = Users, oldest first
# $query is what the operator searched for.
console-users-matching = Users matching “{ $query }”
# Column headers of the users table.
console-users-address = Address
console-users-name = Name
console-users-verified = Verified
console-users-state = State
console-users-created = Created
# Whether the address is verified.
console-users-yes = yes
console-users-no = no
# A user's state.
console-users-enabled = enabled
console-users-disabled = disabled
console-users-next-page = Next page

## The console's page of one user.

# Notices after an action.
console-user-done-disabled = The user is disabled: every session ended.
console-user-done-enabled = The user is enabled: they can sign in again.
console-user-done-signed-out = Every session of the user ended.
console-user-done-session-ended = The session ended.
console-user-done-factors-reset = The user's second factors are removed; they were told by mail.
console-user-done-verification-sent = The verification mail is on its way.
console-user-done-role = The role is changed.
console-user-why-heading = Why can’t this user sign in?
console-user-nothing-stops = Nothing stops this user from signing in now.
console-user-reason-disabled = The account is disabled by an operator.
console-user-reason-unverified = The address is not verified: a password sign-in is refused until the link in the verification mail is used.
# $ip is an IP address, $until a date and time such as "2025-01-31 14:05 UTC", $minutes a number of minutes.
console-user-reason-locked-password = Locked out after wrong passwords from { $ip } until { $until } (about { $minutes } min; the sign-in throttle).
# $until is a date and time such as "2025-01-31 14:05 UTC", $minutes a number of minutes.
console-user-reason-locked-second-step = The second step is locked after wrong codes until { $until } (about { $minutes } min; the second-factor throttle).
console-user-reason-passkey-only = The account has no password: it signs in only with a passkey (or after a password reset).
# $providers is a comma-separated list of sign-in providers (e.g. "google, github").
console-user-reason-providers-only = The account has no password: it signs in only through { $providers } (or after a password reset).
# $clients is a comma-separated list of app names, $count how many there are.
console-user-reason-second-factor-due = No second factor is set up, and { $clients } ask for a two-factor sign-in: the user must add one first.
# $date is a date and time such as "2025-01-31 14:05 UTC".
console-user-reason-deletion-scheduled = The user asked to delete the account: it goes on { $date } unless they sign in before.
console-user-profile = Profile
# Labels of the user's profile.
console-user-id = User id
console-user-address = Address
console-user-verified = Verified
console-user-state = State
console-user-name = Name
console-user-mobile = Mobile
# City and country.
console-user-place = Place
console-user-created = Created
console-user-console-role = Console role
console-user-sessions = Sessions
console-user-sessions-caption = Live sessions, most recent first
# Column headers of the sessions table.
console-user-device = Device
console-user-ip-and-place = IP and place
console-user-signed-in = Signed in
console-user-last-active = Last active
# Sign-in methods (password, passkey…).
console-user-methods = Methods
# Header of the column of the buttons that end a session.
console-user-end-column = End
# Button that ends one session.
console-user-end-session = End
console-user-unknown-device = Unknown device
console-user-second-factors = Second factors
console-user-authenticator-app = Authenticator app
console-user-recovery-codes-left = Recovery codes left
console-user-passkeys = Passkeys
# No authenticator app or no passkey.
console-user-factor-none = none
# $date is a date and time such as "2025-01-31 14:05 UTC".
console-user-totp-since = since { $date }
console-user-providers-and-apps = Providers and apps
console-user-links-caption = Linked providers
console-user-provider = Provider
# The address the provider gave for the user.
console-user-address-given = Address given
# When the provider was linked.
console-user-linked = Linked
console-user-consents-caption = Consents to third-party apps
console-user-client = Client
console-user-scopes = Scopes
# When the user allowed the app.
console-user-allowed = Allowed
console-user-recent-events = Recent events
console-user-events-caption = The newest audit events about the user
# Column headers of the events table.
console-user-when = When
console-user-type = Type
console-user-actor = Actor
console-user-ip = IP
console-user-every-event = Every event about the user
console-user-actions = Actions
# Buttons.
console-user-disable = Disable
console-user-enable = Enable
console-user-sign-out-everywhere = Sign out everywhere
console-user-resend-verification = Resend the verification mail
console-user-reset-factors = Reset second factors
# The box to tick before resetting second factors.
console-user-reset-factors-confirm = Remove the authenticator app, recovery codes and passkeys
console-user-delete = Delete the user
# The box to tick before deleting the user.
console-user-delete-confirm = Delete this account and everything about it, now
console-user-role-heading = Console role
console-user-role-label = Role
# Button.
console-user-set-role = Set the role
console-user-role-help = Viewers read every page; support also disables and enables users, signs them out, resets their second factors and resends verification mail; admins do everything.
console-user-unknown-action = That is not something this page does.
console-user-not-on-this-user = Not on this user: below admin, operators act only on users without a role, and no one changes their own role, state, factors or account here.
console-user-tick-to-confirm = Tick the box to confirm, then repeat.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Clients
# The caption of the clients' table (also read out by screen readers).
console-client-list-caption = Clients, oldest first
# A column and a form label: the client's name.
console-client-name = Name
# A column and a label: whether the client is public or confidential.
console-client-kind = Kind
# A column and a label: whether the client is enabled or disabled.
console-client-state = State
# A column and a label: when the client was registered.
console-client-registered = Registered
# A client's kind: a browser or native app without a secret.
console-client-kind-public = public
# A client's kind: a server-side app with a secret.
console-client-kind-confidential = confidential
console-client-state-enabled = enabled
console-client-state-disabled = disabled
# Heading of the registration form.
console-client-register-heading = Register a client
# Button of the registration form.
console-client-register = Register
console-client-registered-notice = The client is registered.
console-client-deleted = The client is deleted.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = Redirect URIs, one per line
# "openid email profile authorization" are scope names: keep them as they are.
console-client-scopes-field = Scopes (empty: openid email profile authorization)
console-client-package-names-field = Android package names, one per line
console-client-app-origins-field = App origins for passkeys, one per line
console-client-logout-uri-field = Back-channel logout URI
console-client-organization-field = Organization of a Shared Signals receiver (slug or id)
# Checkbox labels.
console-client-flag-public = Public (a browser or native app: no secret, PKCE)
console-client-flag-resource-server = A resource server (may introspect tokens)
# "client_credentials" is a grant type's name: keep it as it is.
console-client-flag-client-credentials = May get tokens for itself (client_credentials)
console-client-flag-rotate-refresh-tokens = Rotate refresh tokens
console-client-flag-require-mfa = Only two-factor sign-ins
console-client-flag-require-par = Pushed authorization requests only
console-client-flag-third-party = Third party: users consent first
console-client-flag-shared-signals = Shared Signals receiver: keeps a stream of security events

## Console: one client's page

console-client-saved = The client's settings are saved.
console-client-disabled-notice = The client is disabled: its tokens no longer verify.
console-client-granted = The grant is saved.
console-client-secret-replaced = The secret is replaced.
# Heading above a newly made client secret.
console-client-secret-heading = The client secret
console-client-secret-once = Copy it now: it is shown this once and never again (only its digest is kept).
console-client-settings-heading = Settings
# Values of the yes/no settings.
console-client-yes = yes
console-client-no = no
console-client-redirect-uris = Redirect URIs
# A label and a column: the scopes a client or a grant has.
console-client-scopes = Scopes
console-client-resource-server = Resource server
console-client-two-factor-only = Two-factor only
# PAR: pushed authorization requests.
console-client-par-only = PAR only
console-client-third-party = Third party
console-client-shared-signals = Shared Signals receiver
# When the client's settings last changed.
console-client-changed = Changed
console-client-grants-heading = Grants on APIs
# The caption of the grants' table.
console-client-grants-caption = APIs this client may call for itself
# A column: the API a grant is on.
console-client-api = API
console-client-api-identifier = API identifier
# Button: grants the client the scopes on the API.
console-client-grant = Grant
console-client-actions-heading = Actions
# Button.
console-client-rotate-secret = Rotate the secret
# The checkbox a destructive button needs ticked.
console-client-rotate-secret-confirm = Replace the secret: the old one stops working now
# Button.
console-client-disable = Disable
console-client-disable-confirm = Disable the client: its tokens stop verifying
# Button.
console-client-delete = Delete
console-client-delete-confirm = Delete the client with everything issued to it
console-client-edit-heading = Edit
# Button of the editing form.
console-client-save = Save
console-client-confirm-first = Tick the box to confirm, then repeat.
# An error for a posted form asking for an action the page does not have.
console-client-unknown-action = That is not something this page does.

## Console: the APIs page

console-api-title = APIs
# The caption of the APIs' table; "resource indicators" is the OAuth term.
console-api-list-caption = APIs (resource indicators)
# A column: the API's identifier (a URL).
console-api-identifier = Identifier
console-api-scopes = Scopes
# A column: when the API was registered.
console-api-registered-column = Registered
console-api-register-heading = Register an API
console-api-identifier-field = Identifier (an https URL)
console-api-scopes-field = Scopes, separated by spaces
# Button of the registration form.
console-api-register = Register
console-api-registered = The API is registered.

## Console: the webhooks page

console-webhook-title = Webhooks
console-webhook-list-caption = Webhook endpoints
# A column: the endpoint's URL, a link to its deliveries.
console-webhook-endpoint = Endpoint (its deliveries)
# A column: the event types an endpoint receives.
console-webhook-events = Events
# A column: when the endpoint was registered.
console-webhook-registered-column = Registered
# A column and the button that removes an endpoint.
console-webhook-remove = Remove
# The checkbox the remove button needs ticked.
console-webhook-remove-confirm = Stop delivering to this endpoint
# Heading above a newly made signing secret.
console-webhook-secret-heading = The signing secret
console-webhook-secret-once = Give it to the receiver now: it is shown this once.
console-webhook-register-heading = Register an endpoint
# A form label: the endpoint's URL.
console-webhook-url = URL
console-webhook-events-field = Event types, separated by spaces
# Button of the registration form.
console-webhook-register = Register
console-webhook-registered = The endpoint is registered.
console-webhook-removed = The endpoint is removed.
console-webhook-confirm-first = Tick the box to confirm, then repeat.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Deliveries
console-webhook-deliveries-caption = Deliveries, newest first
# A column: the delivery's id.
console-webhook-delivery = Delivery
# A column: the delivered event's type.
console-webhook-event = Event
console-webhook-status = Status
# A column: how many times the delivery was tried.
console-webhook-attempts = Attempts
console-webhook-last-error = Last error
# A column and the button that sends a failed delivery again.
console-webhook-replay = Replay
console-webhook-replayed = The delivery is queued again.
# A delivery's status: not sent yet.
console-webhook-status-pending = pending
console-webhook-status-delivered = delivered
console-webhook-status-failed = failed

## Console: the audit trail

console-audit-title = Audit trail
# Filter labels.
console-audit-user-id = User id
# The email address filter.
console-audit-address = Address
console-audit-type = Type
# "RFC 3339" names the date format (2024-05-01T12:00:00Z): keep it.
console-audit-since = Since (RFC 3339)
console-audit-until = Until (RFC 3339)
# The type filter's choice that filters nothing.
console-audit-any-type = any
# Button.
console-audit-filter = Filter
console-audit-caption = Events, newest first
# Columns.
console-audit-when = When
console-audit-type-column = Type
# Who did it: a user's id or a system part.
console-audit-actor = Actor
console-audit-user = User
console-audit-client = Client
# The IP address the request came from.
console-audit-ip = IP
# A link to the next page of the trail.
console-audit-older = Older events

## Console: the signing keys

console-keys-title = Keys
console-keys-caption = The key ring, newest first
# Columns.
console-keys-key = Key
console-keys-algorithm = Algorithm
console-keys-state = State
# When the key was made.
console-keys-made = Made
console-keys-age = Age
console-keys-signing-since = Signing since
console-keys-retired = Retired
# A key's state: published in the JWKS, not signing yet.
console-keys-state-pending = pending
# A key's state: signing.
console-keys-state-active = active
# A key's state: verifying only.
console-keys-state-retired = retired
console-keys-rotate-heading = Rotate
# "id_token", "JWKS" and "access-token" are protocol terms.
console-keys-rotate-help = Rotation takes two steps: the first publishes a new id_token key in the JWKS, the second makes it sign (and replaces the access-token key). Old keys verify until their last token expires.
# Button.
console-keys-rotate = Rotate
# The checkbox the rotate button needs ticked.
console-keys-rotate-confirm = Rotate the signing keys
console-keys-published = A new id_token key is published: the next rotation makes it sign.
console-keys-activated = The published key now signs id_tokens, with a new access-token key.
# The title of the page refusing an unconfirmed rotation.
console-keys-not-done = Not done
console-keys-confirm-first = Tick the box to confirm, then repeat.

## Console: the settings

console-settings-title = Settings
console-settings-effective-heading = Effective configuration
console-settings-effective-help = After files, environment and defaults; secrets are masked.
console-settings-caption = Settings
# Columns: a setting's name and its value (both shown as they are).
console-settings-setting = Setting
console-settings-value = Value
console-settings-upstream-heading = Upstream providers
console-settings-providers-caption = Providers
# Columns: the provider's id, its sign-in button's text, its last error.
console-settings-provider-id = Id
console-settings-provider-button = Button
console-settings-provider-last-error = Last error on this instance
# A provider without an error since this instance started.
console-settings-no-trouble = none since start
# A provider's last error: $at is the time (2024-05-01 12:00 UTC), $error the error's text (English).
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

# A paragraph under the link: the same token for users of a native app.
# $token is a long random code, shown as is.
mail-code-for-apps = In an app, enter this code instead: { $token }
# Button: opens the page that sets a new password.
mail-set-password-button = Set a new password
# Button: opens the user's account page.
mail-open-account-button = Open your account

## Verification of a new account's address

mail-verification-subject = Confirm your email address
mail-verification-welcome = Welcome! Please confirm that this is your email address.
# $hours: how long the link stays valid, in hours (24 by default).
mail-verification-link-hours = { $hours ->
    [one] The link works for { $hours } hour and once.
   *[other] The link works for { $hours } hours and once.
}
mail-verification-ignore = If you did not create an account, ignore this mail.
# Button.
mail-verification-button = Confirm my address

## Moving an account to a new address: the mail to the new address

mail-change-subject = Confirm your new email address
mail-change-confirm = Please confirm that your account should use this email address from now on.
# $hours: how long the link stays valid, in hours.
mail-change-link-hours = { $hours ->
    [one] The link works for { $hours } hour and once; until then your old address stays.
   *[other] The link works for { $hours } hours and once; until then your old address stays.
}
mail-change-ignore = If you did not ask for this, ignore this mail: nothing changes.
# Button.
mail-change-button = Use this address

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = A change of your account's email address
# $address: the new email address asked for.
mail-change-notice-asked = Someone signed in to your account asked to move it to { $address }.
mail-change-notice-until = It moves only once a link sent to that address is used; until then this address stays.
mail-change-notice-not-you = If it was not you, set a new password now: that ends every session and voids the link.

## To an address that tried to register again

mail-registered-subject = You already have an account
mail-registered-tried = Someone tried to create an account with this email address, which has one already.
mail-registered-if-you = If it was you, sign in, or set a new password if you forgot it.
mail-registered-not-you = If it was not you, ignore this mail: nothing changed.

## Password reset

mail-reset-subject = Set a new password
mail-reset-asked = Someone asked to set a new password for your account.
# $minutes: how long the link stays valid, in minutes.
mail-reset-link-minutes = { $minutes ->
    [one] The link works for { $minutes } minute and once; a newer request replaces it.
   *[other] The link works for { $minutes } minutes and once; a newer request replaces it.
}
mail-reset-not-you = If it was not you, ignore this mail: your password stays as it is.

## Notices: a second factor changed

mail-totp-added-subject = An authenticator app was added
mail-totp-added-body = An authenticator app was added to your account as a second factor.
mail-totp-removed-subject = Your authenticator app was removed
mail-totp-removed-body = The authenticator app was removed from your account: signing in needs only your password now.
mail-passkey-added-subject = A passkey was added
mail-passkey-added-body = A passkey was added to your account: it signs you in without a password.
mail-passkey-removed-subject = A passkey was removed
mail-passkey-removed-body = A passkey was removed from your account: it no longer signs you in.
mail-recovery-used-subject = A recovery code was used
# $left: how many recovery codes the user has left (may be 0).
mail-recovery-used-body = { $left ->
    [one] A recovery code was used to sign in to your account; { $left } remains unused.
   *[other] A recovery code was used to sign in to your account; { $left } remain unused.
}
mail-factor-not-you = If it was not you, change your password and sign out everywhere from your account page.

## Notices: a sign-in provider was linked or unlinked

# $provider: the provider's display name (e.g. "Google").
mail-linked-subject = { $provider } was linked to your account
# $provider: the provider's display name (e.g. "Google").
mail-linked-body = Your account was linked to a { $provider } account: signing in with { $provider } now opens it.
# $provider: the provider's display name (e.g. "Google").
mail-unlinked-subject = { $provider } was unlinked from your account
# $provider: the provider's display name (e.g. "Google").
mail-unlinked-body = Your account was unlinked from { $provider }: signing in with { $provider } no longer opens it.
mail-link-not-you = If it was not you, change your password, sign out everywhere and unlink the provider from your account page.

## Account deleted

mail-deleted-subject = Your account was deleted
mail-deleted-body = Your account and everything held about it were deleted, and every session of it ended.
mail-deleted-register-again = This address can register again; nothing of the old account comes back.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Your account will be deleted
# $date: the day the account goes, as YYYY-MM-DD.
mail-deletion-due = Your account will be deleted on { $date }; every session of it has ended.
mail-deletion-keep = To keep it, sign in again before then. If you did not ask for this, sign in and change your password.
# Button: opens the sign-in page.
mail-deletion-button = Sign in to keep it

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = Join { $organization }
mail-invitation-body = You were invited to join { $organization }. Open the link to accept: sign in with this address, or create an account with it.
# $days: how many days the link works.
mail-invitation-expiry = { $days ->
    [one] The link works for one day.
   *[other] The link works for { $days } days.
}
mail-invitation-ignore = If you do not know this organization, ignore this mail: nothing happens unless you accept.
# Button: opens the invitation's page.
mail-invitation-button = See the invitation
console-organizations-title = Organizations
console-organizations-name = Name
console-organizations-slug = Slug
console-organizations-enabled = Enabled
console-organizations-mfa = Second factor
console-organizations-new = New organization
console-organizations-create = Create the organization
console-organizations-created = The organization was created.
console-organization-saved = The domain's rules were saved.
console-organization-id = ID
console-organization-members = Members
console-organization-roles = Roles
console-organization-managed = Managed
console-organization-break-glass = Break-glass
console-organization-invitations = Pending invitations
console-organization-expires = Expires
console-organization-domains = Domains
console-organization-domain = Domain
console-organization-state = State
console-organization-rules = Rules
console-organization-save-rules = Save
console-organization-sign-in = Its own sign-in
console-organization-no-sign-in = It has no sign-in of its own: its members sign in with their passwords or passkeys.
# $organization: the organization's name.
organization-admin-title = { $organization }: organization settings
organization-admin-lead = You manage this organization as { $email }.
organization-admin-none = Nothing here yet.
organization-admin-members = Members
organization-admin-remove = Remove
organization-admin-yes = Yes
organization-admin-no = No
organization-admin-email = Email address
organization-admin-roles = Roles
organization-admin-managed = Managed by the organization's sign-in
organization-admin-action = Action
organization-admin-invitations = Pending invitations
organization-admin-revoke = Revoke
organization-admin-expires = Expires
organization-admin-invite = Invite someone
organization-admin-role = Role
organization-admin-invite-button = Send the invitation
organization-admin-domains = Domains
organization-admin-domains-lead = Claim your company's mail domain, publish the TXT record shown, then verify it. A verified domain's addresses can sign in through your organization's sign-in.
organization-admin-verify = Verify
organization-admin-verified = Verified
organization-admin-pending = Pending
organization-admin-domain = Domain
organization-admin-state = State
organization-admin-record = Record to publish
organization-admin-add-domain = Claim a domain
organization-admin-sign-in = Your organization's sign-in
organization-admin-no-sign-in = Your people sign in with their passwords. Set your own OpenID provider (Okta, Entra ID, Google Workspace…) to sign them in through it.
organization-admin-issuer = Issuer URL
organization-admin-client-id = Client ID
organization-admin-client-secret = Client secret
organization-admin-redirect-uri = Redirect URI to register at your provider
organization-admin-save-sign-in = Save the sign-in
organization-admin-sign-in-title = Sign in first
organization-admin-sign-in-text = Sign in on your account page, then open this page again.
organization-admin-sign-in-link = Go to your account
organization-admin-unknown-title = Organization not found
organization-admin-unknown-text = There is no organization here that you manage.
organization-admin-unknown-change = That change is not one this page makes.
organization-admin-scim = Provisioning (SCIM)
organization-admin-scim-lead = Your directory (Okta, Entra ID, Google Workspace…) adds, changes and removes your people and groups here over SCIM 2.0. Give it a connection's base URL and token.
organization-admin-scim-base-url = Base URL
organization-admin-scim-made = Made
organization-admin-scim-last-used = Last used
organization-admin-scim-never = Never
organization-admin-scim-old-token = Old token works until
organization-admin-scim-rotate = New token
organization-admin-scim-make = Make a connection
organization-admin-scim-token-title = Your directory's token
organization-admin-scim-token-text = Copy the base URL and the token into your directory now: the token is not shown again. An old token, if any, works for one more day.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Revoke the connection: its tokens stop working now
invitation-title = Join { $organization }
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = You were invited to join { $organization } as { $email }.
invitation-join-button = Join
invitation-sign-up-lead = You were invited to join { $organization }. Create your account with { $email } to join: the invitation shows this address is yours.
invitation-name = Your name
invitation-password = Choose a password (at least 10 characters)
invitation-sign-up-button = Create account and join
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = This invitation is for { $email }, but you are signed in as { $current }. Sign out, then open the link again.
# $email: the invited address.
invitation-sign-in-first = This invitation is for { $email }, which has an account here. Sign in with it on your account page, then open the link again.
invitation-sign-in-as-invitee = Sign in with the invited address first.
invitation-unusable-title = This invitation cannot be used
invitation-unusable-text = It was used, taken back, replaced by a newer one, or it expired. Ask the organization for a new invitation.
# $organization: the organization's name.
invitation-joined-title = You joined { $organization }
invitation-joined-text = You are a member now: apps you sign in to for this organization see it.
invitation-joined-new-account = Your account is ready and you are a member: sign in with your address and the password you chose.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

# Fixed by the seed interface: clients compare this text. Keep it exactly as in English.
api-code-verification-success = Token Verification success
# Fixed by the seed interface: clients compare this text. Keep it exactly as in English.
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
# Fixed by the seed interface: clients compare this text. Keep it exactly as in English.
api-code-expired-token = Token Expired!
api-code-refresh-token = Token and refresh token issued
api-code-token = Token issued
api-code-userdata = User data
api-code-login-success = Login success
api-code-auth-code = Authorization code issued
api-code-id-token = id_token issued
api-code-logged-out = Signed out; the session and its tokens are revoked
api-code-ok = Done
# The service's health check: the process answers requests.
api-code-alive = Serving
api-code-ready = Ready to serve
api-code-sessions = Your active sessions
api-code-export = Everything held about your account
api-code-email-change-requested = If the address can be used, a link to confirm it is on its way there
api-code-account-deleted = Your account and everything held about it are deleted; every session has ended
api-code-deletion-scheduled = Every session has ended and your account will be deleted; sign in again before then to keep it
api-code-reauthentication-required = Sign in again first: this needs a sign-in from the last few minutes
api-code-session-ended = Signed out; the session and its tokens are revoked
api-code-password-changed = Password changed; every other session and its tokens are revoked
api-code-registration-accepted = Registration received; check your mail to confirm your address
api-code-email-verified = Email address verified
api-code-reset-requested = If the address has an account, a mail with a reset link is on its way
api-code-password-reset = Password set; every session and its tokens are revoked
api-code-registration-closed = Registration is closed; ask the operator for an account
api-code-invalid-request = The request is malformed
api-code-unsupported-grant-type = grant_type must be code or refresh_token
api-code-invalid-grant = The code or refresh_token is invalid, expired, revoked or was issued to another client
api-code-invalid-client = Client authentication failed
api-code-invalid-credentials = Email or password is wrong. A new account signs in once its address is confirmed: check your mail for the link
api-code-mfa-required = A second factor is required: answer with a code of your authenticator app or a recovery code
api-code-mfa-enrolment-required = This application requires two-factor sign-in: set up an authenticator app or a passkey on your account page, then sign in again
api-code-passkey-options = Pass these options to the authenticator
api-code-passkey-added = Passkey added
api-code-passkeys = Your passkeys
api-code-links = Your linked sign-in providers
api-code-last-sign-in-method = This is the account's last way to sign in: set a password or add a passkey first
api-code-insufficient-scope = The token's scope does not allow this request
api-code-not-a-member = You cannot sign in for this organization: ask its administrator to add you
api-code-sso-required = Your organization signs you in: continue at ssoUrl
api-code-not-found = No such resource
api-code-method-not-allowed = Method not allowed for this resource
# A resource (a user, a client) with the same key is there already.
api-code-conflict = It exists already
api-code-payload-too-large = The request body is too large
api-code-rate-limited = Too many requests; retry later
api-code-server-error = Internal server error
api-code-service-unavailable = The service is temporarily unavailable; retry later

## Bearer tokens and capacity (every JSON API)

api-bearer-required = An access token is required as `Authorization: Bearer <token>`; this one is missing, malformed or revoked
api-busy = Too many sign-ins at once; retry shortly

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type must be id_token or token
api-token-type-grant = token_type must be refresh_token or token
api-token-type-refresh = token_type must be token for grant_type refresh_token
api-client-secret-required = client_secret is required when token_type is token
# $field (a request field's name, e.g. client_id) is sent empty.
api-field-empty = { $field } must not be empty

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = password is too long
api-mfa-token-invalid = The mfaToken is unknown, used or expired: sign in again
api-challenge-invalid = The challengeId is unknown, used or expired: ask for new passkey options
api-mfa-code-or-passkey = A second factor is required: answer with a code of your authenticator app, a recovery code or your passkey
# "login/passkey" is the API path to call.
api-mfa-passkey = A second factor is required: answer with your passkey (login/passkey with the mfaToken)
api-client-id-required = client_id is required
api-client-unknown = client_id is unknown or disabled
api-redirect-uri-required = redirect_uri is required
api-redirect-uri-unregistered = redirect_uri is not registered for this client
# "state" is the request parameter of that name.
api-state-too-long = state is too long

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = The token is unknown, used, expired or replaced by a newer one
api-session-not-found = No active session of yours has that id

## Native-app API: second factors and passkeys

api-authenticator-exists = An authenticator is already set up; remove it first
api-authenticator-not-pending = No authenticator is being set up
api-authenticator-none = No authenticator is set up
# The code of an authenticator app or a recovery code.
api-factor-code-wrong = The code is not right
api-reauthenticate-factors = Sign in again (with your second factor, if you have one) to change your second factors
api-reauthenticate-passkeys = Sign in again (with your second factor, if you have one) to change your passkeys
api-reauthenticate-sign-in = Sign in again (with your second factor, if you have one) to change how you sign in
api-passkeys-unavailable = passkeys are not available on this server
api-passkey-not-found = no such passkey
api-passkey-no-ceremony = no passkey registration is waiting; ask for new options
api-passkey-rejected = the passkey could not be verified
api-passkey-registered = this passkey is registered already
# $max: the most characters a passkey's name may have.
api-passkey-name-invalid = a passkey's name has 1 to { $max } characters and no control or bidirectional formatting characters
# $max: the most passkeys an account may have.
api-passkeys-too-many = { $max ->
    [one] an account has at most { $max } passkey
   *[other] an account has at most { $max } passkeys
}

## Native-app API: upstream identity providers

api-upstream-unknown = No upstream provider has this id
api-upstream-refused = The id_token was not accepted for this provider
api-upstream-disabled = The account is disabled
api-upstream-no-email = The id_token has no email address to make an account with
api-upstream-unverified-email = The provider does not vouch for the id_token's email address: register with the address, then link the provider
api-upstream-unreachable = The provider could not be reached; retry later
api-upstream-email-taken = An account with this address exists: sign in to it and link the provider from the account page
api-upstream-outside-domains = The organization's sign-in may only sign in addresses of its verified domains
api-upstream-unconfirmed-account = An account with this address exists but was never confirmed: confirm it, then sign in through the organization again
api-upstream-operator-account = An operator's account signs in with its own password and second factor, not through an organization's sign-in
api-link-not-found = The account has no link to this provider

## Admin API

api-admin-key-required = The admin API needs `Authorization: Bearer <admin key>`
# "status" is the query parameter of that name.
api-admin-status-once = status at most once
api-admin-parameters-once = each parameter at most once
api-admin-duplicate-email = a user with that email already exists
api-admin-user-not-found = user not found
api-admin-client-not-found = client not found
api-admin-api-not-found = API not found
api-admin-session-not-found = session not found
api-admin-delivery-not-found = delivery not found
api-admin-webhook-not-found = webhook not found

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = Open the link in the browser you signed up in: anywhere else you will be asked for the account's password.
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = Open the link in the browser where you asked for the change, or where you are signed in: anywhere else you will be asked for your password.
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = Did you not sign up or ask for this? Then do not confirm it: ignore this mail and nothing happens.
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = To confirm this address here, type the password of the account it belongs to. If you signed up in an app, type the code from the mail in the app instead. If you did not sign up or ask for this, do not confirm: close this page.
# The password field's label on that page.
verify-password = The account's password
verify-password-needed = Type the account's password to confirm the address in this browser.
verify-wrong-password = That is not the account's password.

## After a password reset, every other way into the account

mail-reset-done-subject = Your password was reset
mail-reset-done-body = Your account's password was just reset, and every device that was signed in is signed out.
mail-reset-done-still = These can still be used to sign in to your account:
mail-reset-done-remove = If one of them is not yours, sign in with the new password and choose "Remove all but the new password" on your account page.
mail-reset-done-nothing-else = Nothing else signs in to your account: only the new password does.
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = If signing in asks you for a second factor that you do not have, it is not yours: ask this service's support to remove it.
mail-reset-done-not-you = If you did not reset your password, someone can read your mail: secure your mailbox first, then set a new password again.
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = The passkey "{ $name }"
ways-in-authenticator = An authenticator app
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = { $count ->
    [one] { $count } unused recovery code
   *[other] { $count } unused recovery codes
}
# $provider: the provider's display name (e.g. "Google").
ways-in-link = Signing in with { $provider }
# $count: how many other devices are signed in.
ways-in-sessions = { $count ->
    [one] { $count } other device signed in (listed below)
   *[other] { $count } other devices signed in (listed below)
}
account-review-heading = Your password was reset
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = Your password was reset on { $date }. These can still sign in to your account:
account-review-explain = If one of them is not yours, remove them all: then only your new password signs in, and every other device is signed out. You can add a passkey or an authenticator app again afterwards.
# Button.
account-review-remove = Remove all but the new password
# Button.
account-review-keep = They are all mine
account-review-gone = There is nothing to review any more.
account-review-removed = Everything but your new password was removed, and every other device is signed out.
account-review-kept = Noted: everything stays as it is.

## The second step locked after wrong codes

mail-factor-locked-subject = Someone tried to get past your second factor
# $minutes: how long signing in stays paused.
mail-factor-locked-body = { $minutes ->
    [one] Someone typed your password, then five wrong second-factor codes. Signing in to your account is paused for { $minutes } minute.
   *[other] Someone typed your password, then five wrong second-factor codes. Signing in to your account is paused for { $minutes } minutes.
}
mail-factor-locked-not-you = If it was not you, someone knows your password: set a new one now.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = a console role needs a verified address: the user must confirm their address first
console-gate-unverified = The console opens only for operators whose address is verified. Confirm your address with the link in the verification mail, then open the console again.
# Completes the heading "Sign in", as console-gate-sign-in-again-lead does.
console-gate-idle-lead = again to open the console
# $minutes is how long the console was left unused (console.idle_minutes).
console-gate-idle = The console was not used for { $minutes } min, so it asks you to sign in again. You stay signed in to your account.
console-webhook-url-once = Its URL, shown whole only now (the list hides what follows "?", where a token may be):
console-webhook-query-hidden = What follows "?" in an endpoint's URL is hidden: it may hold the receiver's token.
## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = Email me a code
page-code-ask-title = Sign in with a code
page-code-ask-lead = Type your email address: we mail you a code to sign in with, no password needed.
page-code-ask-button = Email me a code
page-code-invalid-email = Type a whole email address, like name@example.com.
page-code-not-allowed = This app asks for your password or a passkey: signing in with a mailed code is not offered here.
page-code-title = Check your mail
# $email: the address typed; $minutes: how long the code works.
page-code-lead = { $minutes ->
    [one] A mail is on its way to { $email }. Type the six-digit code it holds: it works for { $minutes } minute, once.
   *[other] A mail is on its way to { $email }. Type the six-digit code it holds: it works for { $minutes } minutes, once.
}
page-code-field = Sign-in code
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = Your name, if you are new here
page-code-button = Sign in
page-code-again = Send a new code
page-code-wrong = That code is not right, or it has ended. Check the newest mail, or ask for a new code.
page-code-link-title = Sign in
page-code-link-lead = Sign in to your account in this browser.
page-code-link-button = Sign me in
page-code-link-elsewhere-title = Type this code where you asked
page-code-link-elsewhere = This link was opened in another browser or app than the one that asked for it. Type this code there:
page-code-link-ended-title = This link has ended
page-code-link-ended = The link was used, replaced by a newer one, or is too old. Ask for a new code where you sign in.
api-sign-in-code-refused = The code is wrong, used, replaced or expired: ask for a new one
api-login-code-or-password = Send a password or a code, not both
api-code-code-sent = A mail with a sign-in code is on its way; the code works for a few minutes, once
api-code-sign-in-code-not-allowed = Signing in with a mailed code is not offered here: use your password or a passkey

## Mail: a sign-in code

mail-code-subject = Your sign-in code
mail-code-asked = Someone asked to sign in with this address. The code to type is:
# $minutes: how long the code and the link work.
mail-code-minutes = { $minutes ->
    [one] The code and the link below work for { $minutes } minute and once; a newer request replaces them.
   *[other] The code and the link below work for { $minutes } minutes and once; a newer request replaces them.
}
mail-code-new-account = No account uses this address yet: signing in with the code creates one.
mail-code-button = Sign me in
mail-code-not-you = If it was not you, ignore this mail: nobody signs in without the code.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Signing in with this address
mail-no-account-body = Someone asked for a code to sign in with this address, but no account here uses it.
mail-no-account-not-you = If it was not you, ignore this mail: nothing changed.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Users may sign in with a mailed code
api-name-invalid = The name is too long or holds control characters
