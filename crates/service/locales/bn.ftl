# Bengali: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = ভাষা

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = ইমেল ঠিকানা বা পাসওয়ার্ড সঠিক নয়। নতুন অ্যাকাউন্টের ঠিকানা নিশ্চিত হওয়ার পরেই সেটি দিয়ে সাইন ইন করা যায়: লিঙ্কটির জন্য আপনার ইমেল দেখুন।
error-throttled = অনেকবার ব্যর্থ চেষ্টা হয়েছে। কয়েক মিনিট অপেক্ষা করুন, তারপর আবার চেষ্টা করুন।
error-busy = এই মুহূর্তে অনেকে একসঙ্গে সাইন ইন করছেন। কিছুক্ষণ পরে আবার চেষ্টা করুন।
error-missing-fields = আপনার ইমেল ঠিকানা ও পাসওয়ার্ড লিখুন।
error-expired-form = এই ফর্মের মেয়াদ শেষ হয়ে গেছে। আবার সাইন ইন করুন।
error-second-factor-in-app = এই অ্যাকাউন্টটি একটি দ্বিতীয় ফ্যাক্টর দিয়ে সুরক্ষিত। প্রথমে আপনার অ্যাকাউন্ট পৃষ্ঠায় সাইন ইন করুন (সেখানে কোডটি চাওয়া হবে), তারপর এখানে ফিরে আসুন।
error-wrong-second-factor = কোডটি সঠিক নয়, অথবা এটি আগেই ব্যবহার করা হয়েছে বা দেরিতে এসেছে। আবার সাইন ইন করুন।
error-passkey-refused = ওই পাসকী ব্যবহার করা যায়নি, অথবা চেষ্টাটিতে অনেক বেশি সময় লেগেছে। আবার চেষ্টা করুন, অথবা আপনার পাসওয়ার্ড দিয়ে সাইন ইন করুন।

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = অনেক বেশি অনুরোধ। কয়েক মিনিট অপেক্ষা করুন, তারপর আবার চেষ্টা করুন।
error-expired-form-again = এই ফর্মের মেয়াদ শেষ হয়ে গেছে। আবার চেষ্টা করুন।

## Error pages (a heading and a paragraph)

error-bad-link-title = লিঙ্কটি বৈধ নয়
error-bad-link-text = এই লিঙ্কটি আর বৈধ নয়: এটি আগেই ব্যবহার করা হয়েছে, এর মেয়াদ শেষ হয়েছে, অথবা একটি নতুন লিঙ্ক এর জায়গা নিয়েছে। একটি নতুন লিঙ্ক চেয়ে নিন।

error-form-title = সাইন ইন ব্যর্থ হয়েছে
error-form-too-large = ফর্মটি অনেক বড়।
error-form-unreadable = ফর্মটি পড়া যায়নি। পিছনে ফিরে আবার চেষ্টা করুন।
error-cross-site-title = অনুরোধ প্রত্যাখ্যাত
error-cross-site-text = এই ফর্মটি অন্য একটি সাইট থেকে পাঠানো হয়েছে। সাইন-ইন পৃষ্ঠাটি আবার খুলুন এবং সেখান থেকে জমা দিন।

error-unavailable-title = একটু পরে আবার চেষ্টা করুন
error-unavailable-text = সাইন-ইন পরিষেবাটি ব্যস্ত বা অনুপলব্ধ। কিছুক্ষণ পরে আবার চেষ্টা করুন।
error-failed-title = কিছু একটা সমস্যা হয়েছে
error-failed-text = সাইন ইন সম্পূর্ণ করা যায়নি। আবার চেষ্টা করুন।

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = আপনি কে তা জানা
scope-email = আপনার ইমেল ঠিকানা দেখা
scope-profile = আপনার প্রোফাইল দেখা: নাম, ছবি, ফোন নম্বর ও দেশ
scope-authorization = আপনার প্রোফাইল এবং আপনার সাইন-ইন করা সেশনগুলো দেখা
scope-organizations = আপনি যেসব প্রতিষ্ঠানের সদস্য সেগুলো এবং সেখানে আপনার ভূমিকা দেখা
scope-api = আপনার পক্ষ থেকে { $api } ব্যবহার করা

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: আপনার অথেন্টিকেটর অ্যাপে দেখানো কোড বা একটি পুনরুদ্ধার কোড লিখুন, অথবা আপনার পাসকী ব্যবহার করুন।
page-second-step-passkey = { $purpose }: আপনার পাসকী ব্যবহার করুন।
page-second-step-code = { $purpose }: আপনার অথেন্টিকেটর অ্যাপে দেখানো কোড বা আপনার পুনরুদ্ধার কোডগুলোর একটি লিখুন।
page-second-step-use-passkey = আপনার পাসকী ব্যবহার করুন

## Login page

page-login-title = সাইন ইন করুন
page-login-email = ইমেল
page-login-password = পাসওয়ার্ড
page-login-button = সাইন ইন করুন
page-login-with-provider = { $provider } দিয়ে সাইন ইন করুন
page-login-passkey = পাসকী দিয়ে সাইন ইন করুন
page-login-forgot = পাসওয়ার্ড ভুলে গেছেন?
page-login-organization = আপনার প্রতিষ্ঠানের মাধ্যমে সাইন ইন করুন
page-organization-title = আপনার প্রতিষ্ঠানের মাধ্যমে সাইন ইন করুন
page-organization-lead = আপনার প্রতিষ্ঠানের সাইন-ইনে এগিয়ে যেতে আপনার কাজের ইমেল ঠিকানা বা প্রতিষ্ঠানের আইডি লিখুন।
page-organization-field = কাজের ইমেল বা প্রতিষ্ঠানের আইডি
page-organization-button = চালিয়ে যান
page-organization-unknown = এই ঠিকানা বা আইডি দিয়ে কোনো প্রতিষ্ঠানের সাইন-ইন পাওয়া যায়নি। এটি যাচাই করুন, অথবা আপনার ইমেল ঠিকানা ও পাসওয়ার্ড দিয়ে সাইন ইন করুন।
login-sso-required = আপনার সাইন-ইন আপনার প্রতিষ্ঠান পরিচালনা করে: প্রতিষ্ঠানের সাইন-ইন ব্যবহার করুন।
login-sso-required-named = আপনার সাইন-ইন { $organization } পরিচালনা করে: নিচে তাদের সাইন-ইন ব্যবহার করুন।
page-login-new-here = এখানে নতুন?
page-login-create-account = একটি অ্যাকাউন্ট তৈরি করুন

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = একটি ডিভাইস যুক্ত করুন
page-device-code-lead = আপনার টিভি, গেম কনসোল বা অন্য ডিভাইসে দেখানো কোডটি লিখুন।
page-device-code-label = কোড
page-device-code-button = চালিয়ে যান
page-device-confirm-heading = { $client } যুক্ত করবেন?
page-device-confirm-lead = { $code } কোড দেখানো একটি ডিভাইস আপনার { $email } অ্যাকাউন্ট ব্যবহার করতে চাইছে। শুধু তখনই অনুমতি দিন, যদি আপনি নিজেই ওই ডিভাইসে এটি শুরু করে থাকেন।
page-device-confirm-able = এটি যা করতে পারবে:
page-device-confirm-deny = প্রত্যাখ্যান করুন
page-device-confirm-allow = অনুমতি দিন

## Account page

page-account-title = আপনার অ্যাকাউন্ট
page-account-signed-in-as = { $email } হিসেবে সাইন ইন করা আছে
page-account-signed-in-as-unconfirmed = { $email } হিসেবে সাইন ইন করা আছে (ঠিকানা এখনও নিশ্চিত হয়নি: আমাদের পাঠানো ইমেলটি দেখুন)
page-account-sessions-heading = আপনি যেখানে সাইন ইন করে আছেন
page-account-session-app = অ্যাপ { $package }
page-account-this-browser = এই ব্রাউজার
page-account-sign-out-session = সাইন আউট করুন
page-account-sign-out-others = অন্য সব জায়গা থেকে সাইন আউট করুন
page-account-profile-heading = প্রোফাইল
page-account-profile-save = প্রোফাইল সংরক্ষণ করুন
page-account-password-heading = পাসওয়ার্ড
page-account-current-password = বর্তমান পাসওয়ার্ড
page-account-new-password = নতুন পাসওয়ার্ড (কমপক্ষে 10টি অক্ষর)
page-account-password-change = পাসওয়ার্ড পরিবর্তন করুন
page-account-email-heading = ইমেল ঠিকানা
page-account-email-explain = নতুন ঠিকানায় একটি লিঙ্ক যাবে; সেটি ব্যবহার করা হলে আপনার অ্যাকাউন্ট ওই ঠিকানায় সরে যাবে। ততক্ষণ পর্যন্ত আপনি এই ঠিকানা দিয়েই সাইন ইন করবেন।
page-account-new-email = নতুন ইমেল ঠিকানা
page-account-email-password = বর্তমান পাসওয়ার্ড
page-account-email-change = ইমেল ঠিকানা পরিবর্তন করুন
page-account-data-heading = আপনার ডেটা
page-account-data-explain = আপনার অ্যাকাউন্ট সম্পর্কে এই পরিষেবা যা কিছু রাখে (প্রোফাইল, ডিভাইস ও স্থানসহ সেশন, লিঙ্ক করা প্রোভাইডার, দ্বিতীয় ফ্যাক্টর, আপনার সম্পর্কিত নিরাপত্তা ইভেন্ট), সব একটি JSON ফাইলে। এতে কোনো পাসওয়ার্ড বা গোপন তথ্য থাকে না।
page-account-data-download = আপনার ডেটা ডাউনলোড করুন
page-account-delete-heading = আপনার অ্যাকাউন্ট মুছে ফেলুন
page-account-delete-explain = আপনার প্রোফাইল, সেশন, দ্বিতীয় ফ্যাক্টর ও লিঙ্ক করা প্রোভাইডার সরিয়ে দেয় এবং সব জায়গা থেকে আপনাকে সাইন আউট করে।
page-account-delete-link = আপনার অ্যাকাউন্ট মুছে ফেলুন

## Sign-out confirmation

page-logout-title = সাইন আউট
page-logout-question = এই ব্রাউজারে আপনার অ্যাকাউন্ট থেকে সাইন আউট করবেন?
page-logout-button = সাইন আউট করুন

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = একটি পাসওয়ার্ড লিখুন।
rule-password-too-short = পাসওয়ার্ডে কমপক্ষে { $min }টি অক্ষর থাকতে হবে।
rule-password-too-long = পাসওয়ার্ডে সর্বাধিক { $max }টি অক্ষর থাকতে পারে।
rule-password-is-email = পাসওয়ার্ড আর ইমেল ঠিকানা একই হতে পারবে না।
rule-password-refused = এই পাসওয়ার্ডটি ব্যবহার করা যাবে না। অন্য একটি বেছে নিন।
rule-email-invalid = এমন একটি ইমেল ঠিকানা লিখুন যেখানে ইমেল আসতে পারে, যেমন name@example.com।
rule-email-same = এটি ইতিমধ্যেই অ্যাকাউন্টের ঠিকানা।
rule-field-invalid = কোনো একটি ঘর অনেক দীর্ঘ, অথবা তাতে অননুমোদিত অক্ষর আছে।

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = ক্লায়েন্টের নামে 1 থেকে 200টি অক্ষর থাকতে হবে
rule-client-name-characters = ক্লায়েন্টের নামে কোনো কন্ট্রোল অক্ষর বা দ্বিমুখী ফরম্যাটিং অক্ষর থাকা চলবে না
rule-resource-server-confidential = রিসোর্স সার্ভারকে অবশ্যই একটি গোপনীয় ক্লায়েন্ট হতে হবে
rule-client-credentials-confidential = client_credentials-এর জন্য একটি গোপনীয় ক্লায়েন্ট প্রয়োজন
rule-public-client-secret = পাবলিক ক্লায়েন্টের কোনো সিক্রেট থাকে না
rule-shared-signals-confidential = Shared Signals রিসিভারকে অবশ্যই একটি গোপনীয় ক্লায়েন্ট হতে হবে
rule-organization-for-receivers = শুধু Shared Signals রিসিভারই কোনো প্রতিষ্ঠানের সঙ্গে যুক্ত থাকে
rule-profile-field-length = প্রোফাইলের ঘরগুলোতে সর্বাধিক { $max }টি অক্ষর থাকতে পারে
rule-profile-field-characters = প্রোফাইলের ঘরগুলোতে কোনো কন্ট্রোল অক্ষর বা দ্বিমুখী ফরম্যাটিং অক্ষর থাকা চলবে না
rule-unknown-event-type = অজানা ইভেন্টের ধরন "{ $name }"; পরিচিত ধরনগুলো: { $known }
rule-no-event-type = ইভেন্টগুলোতে অন্তত একটি ইভেন্টের ধরন উল্লেখ করতে হবে
rule-secret-prefix = সিক্রেটটি অবশ্যই whsec_ দিয়ে শুরু হতে হবে
rule-secret-encoding = সিক্রেটটি অবশ্যই whsec_ এবং base64 হতে হবে
rule-secret-length = সিক্রেটটি অবশ্যই 24 থেকে 64 বাইটের হতে হবে
rule-delivery-status = status অবশ্যই pending, delivered বা failed হতে হবে
rule-not-a-timestamp = { $name } অবশ্যই একটি RFC 3339 টাইমস্ট্যাম্প হতে হবে
rule-not-a-user-id = user অবশ্যই একটি ব্যবহারকারী আইডি হতে হবে
rule-not-an-email = email অবশ্যই একটি ইমেল ঠিকানা হতে হবে
rule-unknown-audit-type = অজানা ইভেন্টের ধরন
rule-unknown-cursor = cursor এই API-এর দেওয়া কোনো মান নয়
rule-page-size = limit অবশ্যই 1 থেকে 500-এর মধ্যে হতে হবে
rule-no-scope = অন্তত একটি স্কোপ প্রয়োজন
rule-undefined-scopes = API শুধু এই স্কোপগুলো নির্ধারণ করে: { $scopes }
rule-role-name = ভূমিকা অবশ্যই admin, support, viewer বা none হতে হবে
rule-already-verified = ঠিকানাটি ইতিমধ্যেই যাচাই করা হয়েছে

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = { $client }-এ চালিয়ে যেতে
login-failed-title = সাইন ইন ব্যর্থ হয়েছে
login-malformed-link = সাইন-ইন লিঙ্কটি ত্রুটিপূর্ণ।
login-request-missing-client = অনুরোধে কোনো অ্যাপের উল্লেখ নেই।
login-request-unknown-client = এই অ্যাপটি নিবন্ধিত নয়, অথবা এটি নিষ্ক্রিয় করা হয়েছে।
login-request-missing-redirect-uri = অনুরোধে কোথায় ফিরতে হবে তা বলা নেই (redirect_uri)।
login-request-unregistered-redirect-uri = এই redirect_uri এই অ্যাপের জন্য নিবন্ধিত নয়।
login-request-state-too-long = state প্যারামিটারটি অনেক দীর্ঘ।
login-request-invalid = সাইন-ইন অনুরোধটি বৈধ নয়।

## Signing out of the browser.

login-signout-failed-title = সাইন আউট ব্যর্থ হয়েছে
login-signout-malformed-link = সাইন-আউট লিঙ্কটি ত্রুটিপূর্ণ।
login-signed-out-title = সাইন আউট হয়েছে
login-signed-out-text = এই ব্রাউজারে আপনি সাইন আউট হয়ে গেছেন।

## The second step after a password, and an app that needs one.

second-step-title = দুই-ধাপে সাইন ইন
second-step-code-label = কোড
second-step-continue = চালিয়ে যান
second-step-enrol-title = একটি দ্বিতীয় ফ্যাক্টর সেট আপ করুন
second-step-enrol-text = { $client }-এর জন্য দুই-ধাপে সাইন ইন প্রয়োজন। আপনার অ্যাকাউন্ট পৃষ্ঠায় একটি অথেন্টিকেটর অ্যাপ বা পাসকী সেট আপ করুন, তারপর আবার { $client }-এ সাইন ইন করুন।
second-step-enrol-link = আপনার অ্যাকাউন্ট পৃষ্ঠা খুলুন

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = অথেন্টিকেটর অ্যাপ
second-step-app-on = { $count ->
    [one] একটি অথেন্টিকেটর অ্যাপ সেট আপ করা আছে; { $count }টি পুনরুদ্ধার কোড এখনও ব্যবহার করা হয়নি।
   *[other] একটি অথেন্টিকেটর অ্যাপ সেট আপ করা আছে; { $count }টি পুনরুদ্ধার কোড এখনও ব্যবহার করা হয়নি।
}
second-step-app-remove = অথেন্টিকেটর অ্যাপ সরান
second-step-app-intro = Google Authenticator বা 1Password-এর মতো কোনো অ্যাপের কোড, যা আপনার পাসওয়ার্ডের পরে চাওয়া হয়।
second-step-app-set-up = একটি অথেন্টিকেটর অ্যাপ সেট আপ করুন
second-step-app-qr-label = আপনার অথেন্টিকেটর অ্যাপের জন্য QR কোড
second-step-app-setup-title = একটি অথেন্টিকেটর অ্যাপ সেট আপ করুন
second-step-app-setup-lead = আপনার অথেন্টিকেটর অ্যাপ দিয়ে কোডটি স্ক্যান করুন, তারপর অ্যাপে দেখানো ছয়টি সংখ্যা লিখুন।
second-step-app-setup-key = অথবা অ্যাপে এই কী টাইপ করুন:
second-step-app-code-label = অ্যাপের কোড
second-step-app-turn-on = চালু করুন
second-step-app-cancel = বাতিল করুন
second-step-recovery-title = আপনার পুনরুদ্ধার কোডগুলো সংরক্ষণ করুন
second-step-recovery-lead = অথেন্টিকেটর অ্যাপ চালু হয়েছে। আপনার ফোন হারিয়ে গেলে এই কোডগুলোর প্রতিটি দিয়ে একবার সাইন ইন করা যাবে। এগুলো কোনো নিরাপদ জায়গায় রাখুন: এগুলো আর দেখানো হবে না।
second-step-recovery-back = আপনার অ্যাকাউন্টে ফিরে যান

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = পাসকী দিয়ে সাইন ইন করুন
passkey-not-used = কোনো পাসকী ব্যবহার করা হয়নি। আবার চেষ্টা করুন, অথবা আপনার পাসওয়ার্ড ব্যবহার করুন।
passkey-section-heading = পাসকী
passkey-section-intro = পাসকী দিয়ে আপনি পাসওয়ার্ডের বদলে আঙুলের ছাপ, মুখ বা স্ক্রিন লক ব্যবহার করে সাইন ইন করতে পারেন।
passkey-rename-label = নতুন নাম
passkey-rename-button = নাম পরিবর্তন করুন
passkey-remove-button = সরান
passkey-new-name-label = নতুন পাসকীর নাম
passkey-new-name-placeholder = এই ল্যাপটপ
passkey-add-button = একটি পাসকী যোগ করুন
passkey-already-registered = এই পাসকী ইতিমধ্যেই নিবন্ধিত।
passkey-not-added = কোনো পাসকী যোগ করা হয়নি। আবার চেষ্টা করুন।

## The consent screen.

consent-heading = { $client }-কে আপনার অ্যাকাউন্ট ব্যবহার করার অনুমতি দেবেন?
consent-lead = আপনি { $account } হিসেবে সাইন ইন করে আছেন। { $client } অন্য কারও তৈরি একটি অ্যাপ; এটি যা করতে চায়:
consent-revoke-note = আপনার অ্যাকাউন্ট পৃষ্ঠা থেকে যেকোনো সময় এর অ্যাক্সেস সরিয়ে নিতে পারবেন।
consent-deny = প্রত্যাখ্যান করুন
consent-allow = অনুমতি দিন
consent-title = { $client }-কে অনুমতি দেবেন?

## Connecting a device (TV, console) with a code.

device-login-lead = আপনার অ্যাকাউন্টে একটি ডিভাইস যুক্ত করতে
device-code-unknown = কোডটি সঠিক নয়, এর মেয়াদ শেষ হয়েছে, অথবা এটি আগেই ব্যবহার করা হয়েছে। আপনার ডিভাইসের কোডটি মিলিয়ে দেখে আবার চেষ্টা করুন।
device-code-throttled = অনেকবার ভুল কোড দেওয়া হয়েছে। কয়েক মিনিট অপেক্ষা করুন, তারপর আবার চেষ্টা করুন।
device-code-form-expired = এই ফর্মের মেয়াদ শেষ হয়ে গেছে। কোডটি আবার লিখুন।
device-connected-title = ডিভাইস যুক্ত হয়েছে
device-connected-text = { $client } এখন আপনার অ্যাকাউন্টে যুক্ত। আপনি আপনার ডিভাইসে ফিরে যেতে পারেন।
device-denied-title = অনুরোধ প্রত্যাখ্যাত
device-denied-text = { $client } যুক্ত করা হয়নি। আপনি এই পৃষ্ঠাটি বন্ধ করতে পারেন।
device-two-factors-title = দুই-ধাপে সাইন ইন প্রয়োজন
device-two-factors-text = { $client }-এর জন্য দুই-ধাপে সাইন ইন প্রয়োজন। আপনার অ্যাকাউন্ট পৃষ্ঠায় আপনার দ্বিতীয় ফ্যাক্টর দিয়ে সাইন ইন করুন (অথবা একটি সেট আপ করুন), তারপর এখানে আবার কোডটি লিখুন।
device-two-factors-link = আপনার অ্যাকাউন্ট পৃষ্ঠা খুলুন

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = লিঙ্ক করা যায়নি
upstream-link-from-account-page = আপনার অ্যাকাউন্ট পৃষ্ঠায় প্রোভাইডারের নিজস্ব বোতাম দিয়ে সেটি লিঙ্ক করুন।
upstream-link-expired = এই পৃষ্ঠার মেয়াদ শেষ হয়ে গেছে। আপনার অ্যাকাউন্ট পৃষ্ঠায় ফিরে যান, সেটি রিলোড করুন এবং আবার চেষ্টা করুন।
upstream-unknown-provider = এমন কোনো সাইন-ইন প্রোভাইডার নেই।
upstream-bad-state = এই সাইন-ইন আগেই ব্যবহার করা হয়েছে, এর মেয়াদ শেষ হয়েছে, অথবা এটি অন্য একটি ব্রাউজারে শুরু হয়েছিল। অ্যাপে ফিরে গিয়ে আবার সাইন ইন করুন।
upstream-denied = প্রোভাইডার আপনার সাইন-ইন সম্পূর্ণ করেনি। অ্যাপে ফিরে গিয়ে আবার চেষ্টা করুন।
upstream-refused = প্রোভাইডারের উত্তর গ্রহণ করা যায়নি। অ্যাপে ফিরে গিয়ে আবার সাইন ইন করুন।
upstream-unavailable = সাইন-ইন প্রোভাইডারের সঙ্গে যোগাযোগ করা যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন, অথবা অন্য উপায়ে সাইন ইন করুন।
upstream-email-taken = এই ইমেল ঠিকানা দিয়ে ইতিমধ্যেই একটি অ্যাকাউন্ট আছে। সেটির পাসওয়ার্ড বা পাসকী দিয়ে সাইন ইন করুন, তারপর আপনার অ্যাকাউন্ট পৃষ্ঠায় এই প্রোভাইডারটি লিঙ্ক করুন।
upstream-outside-domains = আপনার প্রতিষ্ঠানের সাইন-ইন দিয়ে শুধু প্রতিষ্ঠানের নিজস্ব যাচাই করা ডোমেনের ঠিকানাগুলোই সাইন ইন করতে পারে।
upstream-unconfirmed-account = এই ইমেল ঠিকানা দিয়ে একটি অ্যাকাউন্ট আছে, কিন্তু সেটির ঠিকানা কখনও নিশ্চিত করা হয়নি। ঠিকানাটি নিশ্চিত করুন (অথবা সেটির পাসওয়ার্ড রিসেট করুন), তারপর আবার আপনার প্রতিষ্ঠানের মাধ্যমে সাইন ইন করুন।
upstream-operator-account = অপারেটরদের কনসোলে এই অ্যাকাউন্টের একটি ভূমিকা আছে: এটি নিজস্ব পাসওয়ার্ড ও দ্বিতীয় ফ্যাক্টর দিয়ে সাইন ইন করে, কোনো প্রতিষ্ঠানের সাইন-ইনের মাধ্যমে নয়।
upstream-registration-closed = এই অ্যাকাউন্টটি এখানে পরিচিত নয়, এবং নতুন অ্যাকাউন্ট খোলা এখন বন্ধ। অপারেটরের কাছে একটি অ্যাকাউন্ট চেয়ে নিন।
upstream-no-email = প্রোভাইডার কোনো ইমেল ঠিকানা শেয়ার করেনি, অথচ নতুন অ্যাকাউন্টের জন্য সেটি প্রয়োজন।
upstream-unverified-email = প্রোভাইডার নিশ্চিত করেনি যে এই ইমেল ঠিকানাটি আপনার, তাই এটি দিয়ে অ্যাকাউন্ট তৈরি করা যাবে না। আপনার ইমেল ঠিকানা দিয়ে একটি অ্যাকাউন্ট তৈরি করুন, তারপর আপনার অ্যাকাউন্ট পৃষ্ঠায় প্রোভাইডারটি লিঙ্ক করুন।
upstream-linked-elsewhere = এই সাইন-ইন ইতিমধ্যেই অন্য একটি অ্যাকাউন্টের সঙ্গে লিঙ্ক করা আছে।
upstream-already-linked = আপনার অ্যাকাউন্ট ইতিমধ্যেই অন্য একটি সাইন-ইন দিয়ে এই প্রোভাইডারের সঙ্গে লিঙ্ক করা আছে। আগে সেটি আনলিঙ্ক করুন।
upstream-disabled = এই অ্যাকাউন্টটি নিষ্ক্রিয় করা হয়েছে।
upstream-reauthenticate = আপনার অ্যাকাউন্ট পৃষ্ঠায় আবার সাইন ইন করুন, তারপর প্রোভাইডারটি লিঙ্ক করুন।

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = আপনার অ্যাকাউন্ট তৈরি করুন
signup-lead = আপনার ঠিকানা নিশ্চিত করতে আমরা আপনাকে একটি ইমেল পাঠাব।
signup-email = ইমেল
signup-password = পাসওয়ার্ড (কমপক্ষে 10টি অক্ষর)
signup-name = নাম (ঐচ্ছিক)
signup-button = অ্যাকাউন্ট তৈরি করুন
signup-closed-title = নিবন্ধন বন্ধ আছে
signup-closed-text = এই পরিষেবার অপারেটর নতুন অ্যাকাউন্ট তৈরি করেন। তাঁদের কাছে একটি অ্যাকাউন্ট চেয়ে নিন।
signup-sent-title = আপনার ইমেল দেখুন
signup-sent-text = আপনার ঠিকানা নিশ্চিত করতে আমরা একটি ইমেল পাঠিয়েছি। তার লিঙ্কটি অনুসরণ করুন; আপনি এখনই সাইন ইন করতে পারেন।
signup-sent-continue-text = আপনার ঠিকানা নিশ্চিত করতে আমরা একটি ইমেল পাঠিয়েছি। আপনি এখনই সাইন ইন করে এগিয়ে যেতে পারেন।
signup-sent-continue = সাইন ইন করে এগিয়ে যান

## Address confirmation page (opened from the mailed link)

verify-title = আপনার ইমেল ঠিকানা নিশ্চিত করুন
verify-lead = এই ইমেল ঠিকানাটি যে আপনার, তা নিশ্চিত করুন, যাতে আপনার অ্যাকাউন্ট এটি ব্যবহার করতে পারে। আপনি যদি এখানে কোনো অ্যাকাউন্ট তৈরি না করে থাকেন বা তার ঠিকানা পরিবর্তন না করে থাকেন, তাহলে নিশ্চিত করবেন না: এই পৃষ্ঠাটি বন্ধ করুন।
verify-button = আমার ঠিকানা নিশ্চিত করুন
verify-done-title = ইমেল ঠিকানা নিশ্চিত হয়েছে
verify-done-text = ধন্যবাদ: আপনার ইমেল ঠিকানা নিশ্চিত হয়েছে। আপনি এই পৃষ্ঠাটি বন্ধ করতে পারেন।

## Password reset request page

forgot-title = পাসওয়ার্ড ভুলে গেছেন?
forgot-lead = আপনার ইমেল ঠিকানা লিখুন। এই ঠিকানায় কোনো অ্যাকাউন্ট থাকলে, নতুন পাসওয়ার্ড সেট করার জন্য আমরা আপনাকে একটি লিঙ্ক পাঠাব।
forgot-email = ইমেল
forgot-button = লিঙ্ক পাঠান
forgot-sent-title = আপনার ইমেল দেখুন
forgot-sent-text = এই ঠিকানায় কোনো অ্যাকাউন্ট থাকলে, নতুন পাসওয়ার্ড সেট করার লিঙ্কসহ একটি ইমেল পাঠানো হচ্ছে। লিঙ্কটি 30 মিনিট কাজ করবে।

## New password page (opened from the mailed link)

reset-title = নতুন পাসওয়ার্ড সেট করুন
reset-lead = 10 থেকে 256টি অক্ষরের একটি পাসওয়ার্ড বেছে নিন। আপনার অ্যাকাউন্টে সাইন ইন করা প্রতিটি ডিভাইস সাইন আউট হয়ে যাবে।
reset-password = নতুন পাসওয়ার্ড
reset-button = পাসওয়ার্ড সেট করুন
reset-done-title = পাসওয়ার্ড সেট হয়েছে
reset-done-text = আপনার নতুন পাসওয়ার্ড সেট হয়েছে, এবং সাইন ইন করা প্রতিটি ডিভাইস সাইন আউট হয়ে গেছে। নতুন পাসওয়ার্ড দিয়ে আবার সাইন ইন করুন।

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = আপনার প্রোফাইল সংরক্ষিত হয়েছে।
account-password-changed = আপনার পাসওয়ার্ড পরিবর্তন হয়েছে; অন্য সব ডিভাইস সাইন আউট হয়ে গেছে।
account-email-requested = ওই ঠিকানা ব্যবহার করা গেলে, সেটি নিশ্চিত করার একটি লিঙ্ক সেখানে পাঠানো হচ্ছে: লিঙ্কটি ব্যবহার করা হলে আপনার ঠিকানা পরিবর্তন হবে।
account-session-signed-out = ওই সেশনটি সাইন আউট হয়েছে।
account-others-signed-out = অন্য সব সেশন সাইন আউট হয়েছে।
account-console-needs-factor = অপারেটর কনসোলের জন্য একটি দ্বিতীয় ফ্যাক্টর প্রয়োজন: নিচে একটি অথেন্টিকেটর অ্যাপ বা পাসকী যোগ করুন, তারপর সেটি দিয়ে আবার সাইন ইন করুন।
account-form-expired = এই ফর্মের মেয়াদ শেষ হয়ে গেছে। আবার চেষ্টা করুন।
account-login-lead = আপনার অ্যাকাউন্ট দেখতে ও পরিবর্তন করতে
account-sign-in-again-lead = সাইন ইনের পদ্ধতি পরিবর্তন করতে আবার সাইন ইন করুন
account-sign-in-again = আপনার নিরাপত্তার জন্য, সাইন ইনের কোনো পদ্ধতি যোগ করার বা সরানোর আগে আবার সাইন ইন করুন (দ্বিতীয় ফ্যাক্টর থাকলে সেটি দিয়ে)।
account-second-step-purpose = আপনার অ্যাকাউন্ট খুলতে
account-profile-name = নাম
account-profile-mobile = মোবাইল নম্বর
account-profile-picture = ছবির URL
account-profile-country-code = দেশের কোড
account-profile-country = দেশ
account-profile-city = শহর
account-profile-postal-code = পোস্টাল কোড
account-session-unknown-device = অজানা ডিভাইস
account-session-unknown-app = অজানা অ্যাপ
account-session-when = সাইন ইন: { $since } · সর্বশেষ সক্রিয়: { $active }
account-provider-not-linked = ওই প্রোভাইডারটি আপনার অ্যাকাউন্টের সঙ্গে লিঙ্ক করা নেই।
account-last-sign-in-method = আপনার অ্যাকাউন্টে সাইন ইন করার এটিই একমাত্র উপায়। আগে একটি পাসকী যোগ করুন বা একটি পাসওয়ার্ড সেট করুন (পাসওয়ার্ড ভুলে গেছেন?)।
account-session-gone = ওই সেশনটি আর সক্রিয় নেই।
account-wrong-password = বর্তমান পাসওয়ার্ডটি সঠিক নয়।
account-too-many-passwords = অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। কয়েক মিনিট অপেক্ষা করুন, তারপর আবার চেষ্টা করুন।
account-unknown-action = এই পৃষ্ঠায় এই কাজটি করা যায় না।

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = অথেন্টিকেটর অ্যাপ সরানো হয়েছে।
factors-passkey-added = আপনার পাসকী যোগ করা হয়েছে: এখন থেকে এটি দিয়ে সাইন ইন করা যাবে।
factors-passkey-renamed = পাসকীর নাম পরিবর্তন করা হয়েছে।
factors-passkey-removed = পাসকী সরানো হয়েছে।
factors-passkey-added-on = যোগ করা হয়েছে: { $date }
factors-passkey-last-used = সর্বশেষ ব্যবহার: { $date }
factors-passkey-synced = সিঙ্ক করা
factors-wrong-code = কোডটি সঠিক নয়। অ্যাপের ঘড়ি ঠিক আছে কিনা দেখুন এবং অ্যাপে এখন দেখানো কোডটি লিখুন।
factors-too-many-codes = অনেকবার ভুল কোড দেওয়া হয়েছে। কয়েক মিনিট অপেক্ষা করুন, তারপর আবার চেষ্টা করুন।
factors-totp-already = একটি অথেন্টিকেটর অ্যাপ ইতিমধ্যেই সেট আপ করা আছে।
factors-totp-nothing-pending = কোনো অথেন্টিকেটর অ্যাপ সেট আপ করা হচ্ছে না। আবার শুরু করুন।
factors-totp-not-set-up = কোনো অথেন্টিকেটর অ্যাপ সেট আপ করা নেই।
factors-passkey-registered = ওই পাসকী ইতিমধ্যেই নিবন্ধিত।
factors-passkey-too-many = আপনার অ্যাকাউন্টে সর্বোচ্চ সংখ্যক পাসকী আছে: আগে একটি সরান।
factors-passkey-too-many-attempts = অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট অপেক্ষা করুন, তারপর আবার চেষ্টা করুন।
factors-passkey-name-length = পাসকীর নামে 1 থেকে 64টি অক্ষর থাকতে হবে।
factors-passkey-not-yours = ওই পাসকী আর আপনার নয়।
factors-passkey-not-added = পাসকী যোগ করা যায়নি, অথবা অনেক বেশি সময় লেগেছে। আবার চেষ্টা করুন।
factors-page-expired = এই পৃষ্ঠার মেয়াদ শেষ হয়ে গেছে; পৃষ্ঠাটি রিলোড করুন।
factors-sign-in-again = আবার সাইন ইন করুন।
factors-passkeys-unavailable = এই সার্ভারে পাসকী উপলব্ধ নয়।
factors-sign-in-to-add = পাসকী যোগ করতে আবার সাইন ইন করুন।

## The account page's sign-in providers (another account that signs the user in).

links-heading = অন্য অ্যাকাউন্ট দিয়ে সাইন ইন
links-linked = প্রোভাইডারটি লিঙ্ক করা হয়েছে: এখন থেকে এটি দিয়ে এই অ্যাকাউন্টে সাইন ইন করা যাবে।
links-unlinked = প্রোভাইডারটি আনলিঙ্ক করা হয়েছে।
links-linked-on = লিঙ্ক করা হয়েছে: { $date }
links-unlink = আনলিঙ্ক করুন
links-link = { $provider } লিঙ্ক করুন

## The account page's third-party apps the user allowed.

apps-heading = অ্যাক্সেস আছে এমন অ্যাপ
apps-allowed-on = অনুমতি দেওয়া হয়েছে: { $date }
apps-remove = অ্যাক্সেস সরান
apps-removed = অ্যাপটির অ্যাক্সেস সরানো হয়েছে; এটি সাইন আউট হয়ে গেছে।

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = আপনার অ্যাকাউন্ট মুছে ফেলুন
delete-explain-lead = আপনি নিজেই আপনার অ্যাকাউন্ট এবং সেটি সম্পর্কে রাখা সব তথ্য মুছে ফেলতে পারেন।
delete-explain-sign-in = সাইন ইন করুন: আপনার পাসওয়ার্ড, একটি পাসকী, অথবা যে প্রোভাইডার দিয়ে আপনি নিবন্ধন করেছিলেন সেটি দিয়ে ("… দিয়ে সাইন ইন করুন")।
delete-explain-confirm = অ্যাকাউন্টটি মুছে ফেলা হবে, তা নিশ্চিত করুন।
delete-explain-what = যা মুছে ফেলা হয়: আপনার প্রোফাইল (নাম, ইমেল ঠিকানা, ফোন নম্বর, ছবি, স্থান), আপনার পাসওয়ার্ড, প্রতিটি সেশন এবং সেগুলোর সঙ্গে রেকর্ড করা ডিভাইস ও স্থান, দ্বিতীয় ফ্যাক্টর, পাসকী, লিঙ্ক করা সাইন-ইন প্রোভাইডার, এবং অ্যাপগুলোকে দেওয়া প্রতিটি টোকেন। প্রতিটি ডিভাইস সাইন আউট হয়ে যায়। নিরাপত্তা লগ আপনার সম্পর্কিত এন্ট্রিগুলো একটি এলোমেলো নামে, IP ঠিকানা ছাড়া, সর্বোচ্চ { $days ->
        [one] { $days } দিন
       *[other] { $days } দিন
    } রাখে।
delete-explain-now = কখন: সঙ্গে সঙ্গে। আপনার ইমেল ঠিকানায় একটি নিশ্চিতকরণ পাঠানো হয়।
delete-explain-later = কখন: আপনার অনুরোধের { $days ->
        [one] { $days } দিন
       *[other] { $days } দিন
    } পরে; এর আগে সাইন ইন করলে অ্যাকাউন্টটি থেকে যায়। আপনার ইমেল ঠিকানায় একটি নিশ্চিতকরণ পাঠানো হয়।
delete-explain-apps = অ্যাপগুলোও তাদের সেটিংস থেকে অ্যাকাউন্টটি মুছে ফেলতে পারে।
delete-explain-link = সাইন ইন করে আপনার অ্যাকাউন্ট মুছে ফেলুন
delete-login-lead = আপনার অ্যাকাউন্ট মুছে ফেলতে
delete-confirm-what = এতে আপনার প্রোফাইল, সেশন, দ্বিতীয় ফ্যাক্টর, পাসকী ও লিঙ্ক করা প্রোভাইডার মুছে যাবে, এবং প্রতিটি ডিভাইস থেকে আপনি সাইন আউট হয়ে যাবেন।
delete-confirm-later = অ্যাকাউন্টটি { $days ->
        [one] { $days } দিন
       *[other] { $days } দিন
    } পরে মুছে যাবে; এর আগে সাইন ইন করলে এটি থেকে যাবে।
delete-confirm-now = এটি আর ফিরিয়ে আনা যাবে না।
delete-confirm-check = আমার অ্যাকাউন্ট এবং এটি সম্পর্কে রাখা সব তথ্য মুছে ফেলুন
delete-confirm-button = আমার অ্যাকাউন্ট মুছে ফেলুন
delete-confirm-keep = আমার অ্যাকাউন্ট রাখুন
delete-done-title = অ্যাকাউন্ট মুছে ফেলা হয়েছে
delete-done = আপনার অ্যাকাউন্ট এবং এটি সম্পর্কে রাখা সব তথ্য মুছে ফেলা হয়েছে। আপনার ইমেল ঠিকানায় একটি নিশ্চিতকরণ পাঠানো হচ্ছে।
delete-scheduled-title = অ্যাকাউন্ট মুছে ফেলার সময় নির্ধারিত হয়েছে
delete-scheduled = সব সেশন শেষ হয়েছে। আপনার অ্যাকাউন্ট { $date } তারিখে মুছে ফেলা হবে; এটি রাখতে চাইলে তার আগে সাইন ইন করুন।

## The account page's language (stored: the language of the user's mails).

account-language-heading = ভাষা
account-language-help = এই অ্যাকাউন্টের পৃষ্ঠাগুলোর এবং এতে পাঠানো ইমেলগুলোর ভাষা।
account-language-save = ভাষা সংরক্ষণ করুন
account-language-saved = আপনার ভাষা সংরক্ষিত হয়েছে।

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · কনসোল
console-nav-signed-in = কনসোল · { $email } হিসেবে সাইন ইন করা আছে ({ $role })
console-nav-your-account = আপনার অ্যাকাউন্ট
console-nav-label = কনসোলের নেভিগেশন
console-nav-overview = সারসংক্ষেপ
console-nav-users = ব্যবহারকারী
console-nav-organizations = প্রতিষ্ঠান
console-nav-clients = ক্লায়েন্ট
console-nav-apis = API
console-nav-webhooks = ওয়েবহুক
console-nav-audit = অডিট লগ
console-nav-keys = কী
console-nav-settings = সেটিংস

console-frame-role-admin = অ্যাডমিন
console-frame-role-support = সাপোর্ট
console-frame-role-viewer = দর্শক
console-frame-role-none = নেই
console-frame-table-empty = { $caption }: কিছু নেই।
console-frame-age-days = { $count ->
    [one] { $count } দিন
   *[other] { $count } দিন
}
console-frame-age-hours = { $count ->
    [one] { $count } ঘণ্টা
   *[other] { $count } ঘণ্টা
}
console-frame-age-minutes = { $count ->
    [one] { $count } মিনিট
   *[other] { $count } মিনিট
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = আপনার কনসোল ভূমিকা দিয়ে এই পৃষ্ঠা খোলা যায় না। প্রয়োজন হলে একজন অ্যাডমিনকে বলুন।
console-gate-form-expired = এই ফর্মের মেয়াদ শেষ হয়ে গেছে অথবা এটি কনসোল থেকে আসেনি। পৃষ্ঠাটি আবার খুলে কাজটি পুনরায় করুন।
console-gate-change-not-allowed = আপনার কনসোল ভূমিকা এই পরিবর্তনের অনুমতি দেয় না।
console-gate-no-role = কনসোলে আপনার অ্যাকাউন্টের কোনো ভূমিকা নেই। একজন অ্যাডমিন আপনাকে একটি ভূমিকা দিতে পারেন।
console-gate-not-allowed-title = অনুমতি নেই
console-gate-not-found-title = পাওয়া যায়নি
console-gate-not-done-title = সম্পন্ন হয়নি
console-gate-sign-in-again-lead = কনসোল খুলতে আপনার দ্বিতীয় ফ্যাক্টর দিয়ে আবার সাইন ইন করুন
console-gate-needs-second-factor = কনসোলের জন্য আপনার দ্বিতীয় ফ্যাক্টর (আপনার অথেন্টিকেটর অ্যাপ বা একটি পাসকী) দিয়ে সাইন ইন করা প্রয়োজন।
console-gate-no-such-user = এমন কোনো ব্যবহারকারী নেই।
console-gate-no-such-client = এমন কোনো ক্লায়েন্ট নেই।
console-gate-no-such-api = এমন কোনো API নেই।
console-gate-no-such-webhook = এমন কোনো ওয়েবহুক নেই।
console-gate-no-such-delivery = এমন কোনো ডেলিভারি নেই।
console-gate-no-such-session = এমন কোনো সেশন নেই।
console-gate-no-such-link = এমন কোনো লিঙ্ক নেই।
console-gate-no-such-organization = এমন কোনো প্রতিষ্ঠান নেই।
console-gate-no-such-domain = এমন কোনো ডোমেন নেই।
console-gate-no-such = এমন কোনো { $what } নেই।
console-gate-duplicate-email = ওই ইমেল দিয়ে একজন ব্যবহারকারী ইতিমধ্যেই আছেন।
console-gate-last-sign-in-method = এই লিঙ্কটিই অ্যাকাউন্টে সাইন ইন করার শেষ উপায়: আগে একটি পাসওয়ার্ড সেট করুন।
console-gate-api-exists = ওই আইডেন্টিফায়ার দিয়ে একটি API ইতিমধ্যেই আছে।
console-gate-disable-client-first = মুছে ফেলার আগে ক্লায়েন্টটি নিষ্ক্রিয় করুন।

## The console's overview page.

console-overview-title = সারসংক্ষেপ
console-overview-find-user = ব্যবহারকারী খুঁজুন
console-overview-accounts = অ্যাকাউন্ট
console-overview-live-sessions = সক্রিয় সেশন
console-overview-sign-ins = সাইন ইন, 24 ঘণ্টা
console-overview-failed-sign-ins = ব্যর্থ সাইন ইন, 24 ঘণ্টা
console-overview-lockouts = বর্তমান লকআউট
console-overview-failing-deliveries = ব্যর্থ ওয়েবহুক ডেলিভারি
console-overview-chart-heading = গত 24 ঘণ্টার সাইন ইন
console-overview-counted = গণনার সময় { $at } (সংখ্যাগুলো সর্বোচ্চ এক মিনিট পুরোনো)।
console-overview-chart-label = গত 24 ঘণ্টায় প্রতি ঘণ্টার সাইন ইন: { $succeeded }টি সফল, { $failed }টি ব্যর্থ
console-overview-chart-hour = { $time }: { $succeeded }টি সফল, { $failed }টি ব্যর্থ
console-overview-chart-start = 24 ঘণ্টা আগে
console-overview-chart-end = এখন
console-overview-legend-succeeded = সফল ({ $count })
console-overview-legend-failed = ব্যর্থ ({ $count })
console-overview-keys-heading = সাইনিং কী
console-overview-keys-caption = সাইনিং কী, নতুনগুলো আগে
console-overview-key = কী
console-overview-algorithm = অ্যালগরিদম
console-overview-state = অবস্থা
console-overview-age = বয়স
console-overview-signing-for = সাইন করার সময়কাল
console-overview-key-pending = অপেক্ষমাণ
console-overview-key-active = সক্রিয়
console-overview-key-retired = অবসরপ্রাপ্ত
console-overview-keys-link = কী ও রোটেশন

## The console's users list.

console-users-title = ব্যবহারকারী
console-users-deleted = ব্যবহারকারীকে মুছে ফেলা হয়েছে।
console-users-search-label = ঠিকানা, নাম বা ব্যবহারকারী আইডি
console-users-search = খুঁজুন
console-users-search-help = ঠিকানা শুরু থেকে মেলে, নাম যেকোনো শব্দের শুরু থেকে মেলে; আইডি পুরোটা মিলতে হবে।
console-users-caption = ব্যবহারকারী, পুরোনোরা আগে
console-users-matching = “{ $query }”-এর সঙ্গে মেলে এমন ব্যবহারকারী
console-users-address = ঠিকানা
console-users-name = নাম
console-users-verified = যাচাইকৃত
console-users-state = অবস্থা
console-users-created = তৈরি
console-users-yes = হ্যাঁ
console-users-no = না
console-users-enabled = সক্রিয়
console-users-disabled = নিষ্ক্রিয়
console-users-next-page = পরের পৃষ্ঠা

## The console's page of one user.

console-user-done-disabled = ব্যবহারকারীকে নিষ্ক্রিয় করা হয়েছে: প্রতিটি সেশন শেষ হয়েছে।
console-user-done-enabled = ব্যবহারকারীকে সক্রিয় করা হয়েছে: তিনি আবার সাইন ইন করতে পারবেন।
console-user-done-signed-out = ব্যবহারকারীর প্রতিটি সেশন শেষ হয়েছে।
console-user-done-session-ended = সেশনটি শেষ হয়েছে।
console-user-done-factors-reset = ব্যবহারকারীর দ্বিতীয় ফ্যাক্টরগুলো সরানো হয়েছে; তাঁকে ইমেলে জানানো হয়েছে।
console-user-done-verification-sent = যাচাইকরণ ইমেল পাঠানো হচ্ছে।
console-user-done-role = ভূমিকা পরিবর্তন করা হয়েছে।
console-user-why-heading = এই ব্যবহারকারী কেন সাইন ইন করতে পারছেন না?
console-user-nothing-stops = এই মুহূর্তে কোনো কিছুই এই ব্যবহারকারীকে সাইন ইন করতে বাধা দিচ্ছে না।
console-user-reason-disabled = একজন অপারেটর অ্যাকাউন্টটি নিষ্ক্রিয় করেছেন।
console-user-reason-unverified = ঠিকানাটি যাচাই করা হয়নি: যাচাইকরণ ইমেলের লিঙ্কটি ব্যবহার না করা পর্যন্ত পাসওয়ার্ড দিয়ে সাইন ইন প্রত্যাখ্যান করা হবে।
console-user-reason-locked-password = { $ip } থেকে ভুল পাসওয়ার্ড দেওয়ার পর { $until } পর্যন্ত লক করা আছে (প্রায় { $minutes } মিনিট; সাইন-ইন থ্রটল)।
console-user-reason-locked-second-step = ভুল কোড দেওয়ার পর দ্বিতীয় ধাপ { $until } পর্যন্ত লক করা আছে (প্রায় { $minutes } মিনিট; দ্বিতীয় ফ্যাক্টরের থ্রটল)।
console-user-reason-passkey-only = অ্যাকাউন্টটির কোনো পাসওয়ার্ড নেই: এটি শুধু পাসকী দিয়ে সাইন ইন করে (অথবা পাসওয়ার্ড রিসেটের পরে)।
console-user-reason-providers-only = অ্যাকাউন্টটির কোনো পাসওয়ার্ড নেই: এটি শুধু { $providers }-এর মাধ্যমে সাইন ইন করে (অথবা পাসওয়ার্ড রিসেটের পরে)।
console-user-reason-second-factor-due = কোনো দ্বিতীয় ফ্যাক্টর সেট আপ করা নেই, অথচ এই অ্যাপগুলো দুই-ধাপে সাইন ইন চায়: { $clients }। ব্যবহারকারীকে আগে একটি যোগ করতে হবে।
console-user-reason-deletion-scheduled = ব্যবহারকারী অ্যাকাউন্টটি মুছে ফেলার অনুরোধ করেছেন: তিনি আগে সাইন ইন না করলে এটি { $date } তারিখে মুছে যাবে।
console-user-profile = প্রোফাইল
console-user-id = ব্যবহারকারী আইডি
console-user-address = ঠিকানা
console-user-verified = যাচাইকৃত
console-user-state = অবস্থা
console-user-name = নাম
console-user-mobile = মোবাইল
console-user-place = স্থান
console-user-created = তৈরি
console-user-console-role = কনসোল ভূমিকা
console-user-sessions = সেশন
console-user-sessions-caption = সক্রিয় সেশন, সাম্প্রতিকগুলো আগে
console-user-device = ডিভাইস
console-user-ip-and-place = IP ও স্থান
console-user-signed-in = সাইন ইন
console-user-last-active = সর্বশেষ সক্রিয়
console-user-methods = পদ্ধতি
console-user-end-column = শেষ করুন
console-user-end-session = শেষ করুন
console-user-unknown-device = অজানা ডিভাইস
console-user-second-factors = দ্বিতীয় ফ্যাক্টর
console-user-authenticator-app = অথেন্টিকেটর অ্যাপ
console-user-recovery-codes-left = বাকি পুনরুদ্ধার কোড
console-user-passkeys = পাসকী
console-user-factor-none = নেই
console-user-totp-since = { $date } থেকে
console-user-providers-and-apps = প্রোভাইডার ও অ্যাপ
console-user-links-caption = লিঙ্ক করা প্রোভাইডার
console-user-provider = প্রোভাইডার
console-user-address-given = প্রদত্ত ঠিকানা
console-user-linked = লিঙ্ক করা হয়েছে
console-user-consents-caption = তৃতীয় পক্ষের অ্যাপে দেওয়া সম্মতি
console-user-client = ক্লায়েন্ট
console-user-scopes = স্কোপ
console-user-allowed = অনুমতি দেওয়া হয়েছে
console-user-recent-events = সাম্প্রতিক ইভেন্ট
console-user-events-caption = ব্যবহারকারী সম্পর্কে সবচেয়ে নতুন অডিট ইভেন্ট
console-user-when = কখন
console-user-type = ধরন
console-user-actor = কর্তা
console-user-ip = IP ঠিকানা
console-user-every-event = ব্যবহারকারী সম্পর্কে সব ইভেন্ট
console-user-actions = কার্যক্রম
console-user-disable = নিষ্ক্রিয় করুন
console-user-enable = সক্রিয় করুন
console-user-sign-out-everywhere = সব জায়গা থেকে সাইন আউট করুন
console-user-resend-verification = যাচাইকরণ ইমেল আবার পাঠান
console-user-reset-factors = দ্বিতীয় ফ্যাক্টর রিসেট করুন
console-user-reset-factors-confirm = অথেন্টিকেটর অ্যাপ, পুনরুদ্ধার কোড ও পাসকী সরান
console-user-delete = ব্যবহারকারীকে মুছে ফেলুন
console-user-delete-confirm = এই অ্যাকাউন্ট এবং এটি সম্পর্কে সব কিছু এখনই মুছে ফেলুন
console-user-role-heading = কনসোল ভূমিকা
console-user-role-label = ভূমিকা
console-user-set-role = ভূমিকা সেট করুন
console-user-role-help = দর্শকেরা প্রতিটি পৃষ্ঠা পড়তে পারেন; সাপোর্ট এর পাশাপাশি ব্যবহারকারীদের নিষ্ক্রিয় ও সক্রিয় করতে, সাইন আউট করাতে, তাঁদের দ্বিতীয় ফ্যাক্টর রিসেট করতে এবং যাচাইকরণ ইমেল আবার পাঠাতে পারে; অ্যাডমিনরা সবকিছু করতে পারেন।
console-user-unknown-action = এই পৃষ্ঠায় এই কাজটি করা যায় না।
console-user-not-on-this-user = এই ব্যবহারকারীর ক্ষেত্রে নয়: অ্যাডমিনের নিচের অপারেটররা শুধু ভূমিকাহীন ব্যবহারকারীদের ওপর কাজ করতে পারেন, এবং এখানে কেউ নিজের ভূমিকা, অবস্থা, ফ্যাক্টর বা অ্যাকাউন্ট পরিবর্তন করতে পারেন না।
console-user-tick-to-confirm = নিশ্চিত করতে বাক্সে টিক দিন, তারপর আবার চেষ্টা করুন।

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = ক্লায়েন্ট
console-client-list-caption = ক্লায়েন্ট, পুরোনোগুলো আগে
console-client-name = নাম
console-client-kind = ধরন
console-client-state = অবস্থা
console-client-registered = নিবন্ধিত
console-client-kind-public = পাবলিক
console-client-kind-confidential = গোপনীয়
console-client-state-enabled = সক্রিয়
console-client-state-disabled = নিষ্ক্রিয়
console-client-register-heading = একটি ক্লায়েন্ট নিবন্ধন করুন
console-client-register = নিবন্ধন করুন
console-client-registered-notice = ক্লায়েন্টটি নিবন্ধিত হয়েছে।
console-client-deleted = ক্লায়েন্টটি মুছে ফেলা হয়েছে।

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = রিডাইরেক্ট URI, প্রতি লাইনে একটি
console-client-scopes-field = স্কোপ (খালি থাকলে: openid email profile authorization)
console-client-package-names-field = Android প্যাকেজের নাম, প্রতি লাইনে একটি
console-client-app-origins-field = পাসকীর জন্য অ্যাপ অরিজিন, প্রতি লাইনে একটি
console-client-logout-uri-field = ব্যাক-চ্যানেল লগআউট URI
console-client-organization-field = Shared Signals রিসিভারের প্রতিষ্ঠান (স্লাগ বা আইডি)
console-client-flag-public = পাবলিক (ব্রাউজার বা নেটিভ অ্যাপ: কোনো সিক্রেট নেই, PKCE)
console-client-flag-resource-server = একটি রিসোর্স সার্ভার (টোকেন ইন্ট্রোস্পেক্ট করতে পারে)
console-client-flag-client-credentials = নিজের জন্য টোকেন নিতে পারে (client_credentials)
console-client-flag-rotate-refresh-tokens = রিফ্রেশ টোকেন রোটেট করুন
console-client-flag-require-mfa = শুধু দুই-ধাপে সাইন ইন
console-client-flag-require-par = শুধু পুশড অথরাইজেশন রিকোয়েস্ট (PAR)
console-client-flag-third-party = তৃতীয় পক্ষ: ব্যবহারকারীরা আগে সম্মতি দেন
console-client-flag-shared-signals = Shared Signals রিসিভার: নিরাপত্তা ইভেন্টের একটি স্ট্রিম রাখে

## Console: one client's page

console-client-saved = ক্লায়েন্টের সেটিংস সংরক্ষিত হয়েছে।
console-client-disabled-notice = ক্লায়েন্টটি নিষ্ক্রিয় করা হয়েছে: এর টোকেনগুলো আর বৈধ নয়।
console-client-granted = অনুমোদনটি সংরক্ষিত হয়েছে।
console-client-secret-replaced = সিক্রেটটি বদলানো হয়েছে।
console-client-secret-heading = ক্লায়েন্ট সিক্রেট
console-client-secret-once = এখনই এটি কপি করুন: এটি শুধু এই একবারই দেখানো হচ্ছে, আর কখনও নয় (শুধু এর ডাইজেস্ট রাখা হয়)।
console-client-settings-heading = সেটিংস
console-client-yes = হ্যাঁ
console-client-no = না
console-client-redirect-uris = রিডাইরেক্ট URI
console-client-scopes = স্কোপ
console-client-resource-server = রিসোর্স সার্ভার
console-client-two-factor-only = শুধু দুই-ধাপে
console-client-par-only = শুধু PAR
console-client-third-party = তৃতীয় পক্ষ
console-client-shared-signals = Shared Signals রিসিভার
console-client-changed = পরিবর্তিত
console-client-grants-heading = API-তে অনুমোদন
console-client-grants-caption = এই ক্লায়েন্ট নিজের জন্য যেসব API কল করতে পারে
console-client-api = API
console-client-api-identifier = API আইডেন্টিফায়ার
console-client-grant = অনুমোদন দিন
console-client-actions-heading = কার্যক্রম
console-client-rotate-secret = সিক্রেট রোটেট করুন
console-client-rotate-secret-confirm = সিক্রেটটি বদলান: পুরোনোটি এখনই কাজ করা বন্ধ করবে
console-client-disable = নিষ্ক্রিয় করুন
console-client-disable-confirm = ক্লায়েন্টটি নিষ্ক্রিয় করুন: এর টোকেনগুলো আর বৈধ থাকবে না
console-client-delete = মুছে ফেলুন
console-client-delete-confirm = ক্লায়েন্টটি এবং এটিকে দেওয়া সব কিছু মুছে ফেলুন
console-client-edit-heading = সম্পাদনা
console-client-save = সংরক্ষণ করুন
console-client-confirm-first = নিশ্চিত করতে বাক্সে টিক দিন, তারপর আবার চেষ্টা করুন।
console-client-unknown-action = এই পৃষ্ঠায় এই কাজটি করা যায় না।

## Console: the APIs page

console-api-title = API
console-api-list-caption = API (রিসোর্স ইন্ডিকেটর)
console-api-identifier = আইডেন্টিফায়ার
console-api-scopes = স্কোপ
console-api-registered-column = নিবন্ধিত
console-api-register-heading = একটি API নিবন্ধন করুন
console-api-identifier-field = আইডেন্টিফায়ার (একটি https URL)
console-api-scopes-field = স্কোপ, স্পেস দিয়ে আলাদা করা
console-api-register = নিবন্ধন করুন
console-api-registered = API-টি নিবন্ধিত হয়েছে।

## Console: the webhooks page

console-webhook-title = ওয়েবহুক
console-webhook-list-caption = ওয়েবহুক এন্ডপয়েন্ট
console-webhook-endpoint = এন্ডপয়েন্ট (এর ডেলিভারি)
console-webhook-events = ইভেন্ট
console-webhook-registered-column = নিবন্ধিত
console-webhook-remove = সরান
console-webhook-remove-confirm = এই এন্ডপয়েন্টে ডেলিভারি বন্ধ করুন
console-webhook-secret-heading = সাইনিং সিক্রেট
console-webhook-secret-once = এখনই এটি রিসিভারকে দিন: এটি শুধু এই একবারই দেখানো হচ্ছে।
console-webhook-register-heading = একটি এন্ডপয়েন্ট নিবন্ধন করুন
console-webhook-url = URL
console-webhook-events-field = ইভেন্টের ধরন, স্পেস দিয়ে আলাদা করা
console-webhook-register = নিবন্ধন করুন
console-webhook-registered = এন্ডপয়েন্টটি নিবন্ধিত হয়েছে।
console-webhook-removed = এন্ডপয়েন্টটি সরানো হয়েছে।
console-webhook-confirm-first = নিশ্চিত করতে বাক্সে টিক দিন, তারপর আবার চেষ্টা করুন।

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = ডেলিভারি
console-webhook-deliveries-caption = ডেলিভারি, নতুনগুলো আগে
console-webhook-delivery = ডেলিভারি
console-webhook-event = ইভেন্ট
console-webhook-status = স্ট্যাটাস
console-webhook-attempts = চেষ্টা
console-webhook-last-error = সর্বশেষ ত্রুটি
console-webhook-replay = আবার পাঠান
console-webhook-replayed = ডেলিভারিটি আবার সারিতে রাখা হয়েছে।
console-webhook-status-pending = অপেক্ষমাণ
console-webhook-status-delivered = পৌঁছেছে
console-webhook-status-failed = ব্যর্থ

## Console: the audit trail

console-audit-title = অডিট লগ
console-audit-user-id = ব্যবহারকারী আইডি
console-audit-address = ঠিকানা
console-audit-type = ধরন
console-audit-since = থেকে (RFC 3339)
console-audit-until = পর্যন্ত (RFC 3339)
console-audit-any-type = যেকোনো
console-audit-filter = ফিল্টার করুন
console-audit-caption = ইভেন্ট, নতুনগুলো আগে
console-audit-when = কখন
console-audit-type-column = ধরন
console-audit-actor = কর্তা
console-audit-user = ব্যবহারকারী
console-audit-client = ক্লায়েন্ট
console-audit-ip = IP ঠিকানা
console-audit-older = পুরোনো ইভেন্ট

## Console: the signing keys

console-keys-title = কী
console-keys-caption = সব কী, নতুনগুলো আগে
console-keys-key = কী
console-keys-algorithm = অ্যালগরিদম
console-keys-state = অবস্থা
console-keys-made = তৈরি
console-keys-age = বয়স
console-keys-signing-since = সাইন শুরুর সময়
console-keys-retired = অবসরের সময়
console-keys-state-pending = অপেক্ষমাণ
console-keys-state-active = সক্রিয়
console-keys-state-retired = অবসরপ্রাপ্ত
console-keys-rotate-heading = রোটেট
console-keys-rotate-help = রোটেশন দুই ধাপে হয়: প্রথম ধাপ JWKS-এ একটি নতুন id_token কী প্রকাশ করে, দ্বিতীয় ধাপ সেটি দিয়ে সাইন করানো শুরু করে (এবং access-token কী বদলে দেয়)। পুরোনো কীগুলো তাদের শেষ টোকেনের মেয়াদ শেষ না হওয়া পর্যন্ত যাচাই করতে থাকে।
console-keys-rotate = রোটেট করুন
console-keys-rotate-confirm = সাইনিং কীগুলো রোটেট করুন
console-keys-published = একটি নতুন id_token কী প্রকাশিত হয়েছে: পরের রোটেশনে এটি সাইন করা শুরু করবে।
console-keys-activated = প্রকাশিত কীটি এখন id_token সাইন করছে, একটি নতুন access-token কী-সহ।
console-keys-not-done = সম্পন্ন হয়নি
console-keys-confirm-first = নিশ্চিত করতে বাক্সে টিক দিন, তারপর আবার চেষ্টা করুন।

## Console: the settings

console-settings-title = সেটিংস
console-settings-effective-heading = কার্যকর কনফিগারেশন
console-settings-effective-help = ফাইল, এনভায়রনমেন্ট ও ডিফল্ট মান প্রয়োগের পরে; সিক্রেটগুলো লুকানো।
console-settings-caption = সেটিংস
console-settings-setting = সেটিং
console-settings-value = মান
console-settings-upstream-heading = আপস্ট্রিম প্রোভাইডার
console-settings-providers-caption = প্রোভাইডার
console-settings-provider-id = আইডি
console-settings-provider-button = বোতাম
console-settings-provider-last-error = এই ইনস্ট্যান্সে সর্বশেষ ত্রুটি
console-settings-no-trouble = চালু হওয়ার পর থেকে কোনো ত্রুটি নেই
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = কোনো অ্যাপে এর বদলে এই কোডটি লিখুন: { $token }
mail-set-password-button = নতুন পাসওয়ার্ড সেট করুন
mail-open-account-button = আপনার অ্যাকাউন্ট খুলুন

## Verification of a new account's address

mail-verification-subject = আপনার ইমেল ঠিকানা নিশ্চিত করুন
mail-verification-welcome = স্বাগতম! এটি যে আপনার ইমেল ঠিকানা, তা নিশ্চিত করুন।
mail-verification-link-hours = { $hours ->
    [one] লিঙ্কটি { $hours } ঘণ্টা কাজ করবে এবং একবারই ব্যবহার করা যাবে।
   *[other] লিঙ্কটি { $hours } ঘণ্টা কাজ করবে এবং একবারই ব্যবহার করা যাবে।
}
mail-verification-ignore = আপনি কোনো অ্যাকাউন্ট তৈরি না করে থাকলে এই ইমেলটি উপেক্ষা করুন।
mail-verification-button = আমার ঠিকানা নিশ্চিত করুন

## Moving an account to a new address: the mail to the new address

mail-change-subject = আপনার নতুন ইমেল ঠিকানা নিশ্চিত করুন
mail-change-confirm = এখন থেকে আপনার অ্যাকাউন্ট যে এই ইমেল ঠিকানা ব্যবহার করবে, তা নিশ্চিত করুন।
mail-change-link-hours = { $hours ->
    [one] লিঙ্কটি { $hours } ঘণ্টা কাজ করবে এবং একবারই ব্যবহার করা যাবে; ততক্ষণ আপনার পুরোনো ঠিকানাই থাকবে।
   *[other] লিঙ্কটি { $hours } ঘণ্টা কাজ করবে এবং একবারই ব্যবহার করা যাবে; ততক্ষণ আপনার পুরোনো ঠিকানাই থাকবে।
}
mail-change-ignore = আপনি এটি না চেয়ে থাকলে এই ইমেলটি উপেক্ষা করুন: কিছুই পরিবর্তন হবে না।
mail-change-button = এই ঠিকানা ব্যবহার করুন

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = আপনার অ্যাকাউন্টের ইমেল ঠিকানা পরিবর্তন
mail-change-notice-asked = আপনার অ্যাকাউন্টে সাইন ইন করা কেউ এটিকে { $address } ঠিকানায় সরানোর অনুরোধ করেছেন।
mail-change-notice-until = ওই ঠিকানায় পাঠানো লিঙ্কটি ব্যবহার করা হলেই কেবল এটি সরবে; ততক্ষণ এই ঠিকানাই থাকবে।
mail-change-notice-not-you = এটি আপনি না হলে, এখনই একটি নতুন পাসওয়ার্ড সেট করুন: এতে প্রতিটি সেশন শেষ হবে এবং লিঙ্কটি বাতিল হয়ে যাবে।

## To an address that tried to register again

mail-registered-subject = আপনার ইতিমধ্যেই একটি অ্যাকাউন্ট আছে
mail-registered-tried = কেউ এই ইমেল ঠিকানা দিয়ে একটি অ্যাকাউন্ট তৈরি করার চেষ্টা করেছেন, কিন্তু এই ঠিকানায় ইতিমধ্যেই একটি অ্যাকাউন্ট আছে।
mail-registered-if-you = এটি আপনি হলে সাইন ইন করুন, অথবা পাসওয়ার্ড ভুলে গেলে একটি নতুন পাসওয়ার্ড সেট করুন।
mail-registered-not-you = এটি আপনি না হলে এই ইমেলটি উপেক্ষা করুন: কিছুই পরিবর্তন হয়নি।

## Password reset

mail-reset-subject = নতুন পাসওয়ার্ড সেট করুন
mail-reset-asked = কেউ আপনার অ্যাকাউন্টের জন্য একটি নতুন পাসওয়ার্ড সেট করার অনুরোধ করেছেন।
mail-reset-link-minutes = { $minutes ->
    [one] লিঙ্কটি { $minutes } মিনিট কাজ করবে এবং একবারই ব্যবহার করা যাবে; নতুন কোনো অনুরোধ এটিকে প্রতিস্থাপন করবে।
   *[other] লিঙ্কটি { $minutes } মিনিট কাজ করবে এবং একবারই ব্যবহার করা যাবে; নতুন কোনো অনুরোধ এটিকে প্রতিস্থাপন করবে।
}
mail-reset-not-you = এটি আপনি না হলে এই ইমেলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।

## Notices: a second factor changed

mail-totp-added-subject = একটি অথেন্টিকেটর অ্যাপ যোগ করা হয়েছে
mail-totp-added-body = আপনার অ্যাকাউন্টে দ্বিতীয় ফ্যাক্টর হিসেবে একটি অথেন্টিকেটর অ্যাপ যোগ করা হয়েছে।
mail-totp-removed-subject = আপনার অথেন্টিকেটর অ্যাপ সরানো হয়েছে
mail-totp-removed-body = আপনার অ্যাকাউন্ট থেকে অথেন্টিকেটর অ্যাপটি সরানো হয়েছে: এখন সাইন ইন করতে শুধু আপনার পাসওয়ার্ড লাগবে।
mail-passkey-added-subject = একটি পাসকী যোগ করা হয়েছে
mail-passkey-added-body = আপনার অ্যাকাউন্টে একটি পাসকী যোগ করা হয়েছে: এটি দিয়ে পাসওয়ার্ড ছাড়াই সাইন ইন করা যায়।
mail-passkey-removed-subject = একটি পাসকী সরানো হয়েছে
mail-passkey-removed-body = আপনার অ্যাকাউন্ট থেকে একটি পাসকী সরানো হয়েছে: এটি দিয়ে আর সাইন ইন করা যাবে না।
mail-recovery-used-subject = একটি পুনরুদ্ধার কোড ব্যবহার করা হয়েছে
mail-recovery-used-body = { $left ->
    [one] আপনার অ্যাকাউন্টে সাইন ইন করতে একটি পুনরুদ্ধার কোড ব্যবহার করা হয়েছে; { $left }টি এখনও অব্যবহৃত আছে।
   *[other] আপনার অ্যাকাউন্টে সাইন ইন করতে একটি পুনরুদ্ধার কোড ব্যবহার করা হয়েছে; { $left }টি এখনও অব্যবহৃত আছে।
}
mail-factor-not-you = এটি আপনি না হলে, আপনার অ্যাকাউন্ট পৃষ্ঠা থেকে পাসওয়ার্ড পরিবর্তন করুন এবং সব জায়গা থেকে সাইন আউট করুন।

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } আপনার অ্যাকাউন্টের সঙ্গে লিঙ্ক করা হয়েছে
mail-linked-body = আপনার অ্যাকাউন্টটি একটি { $provider } অ্যাকাউন্টের সঙ্গে লিঙ্ক করা হয়েছে: এখন { $provider } দিয়ে সাইন ইন করলে এটি খুলবে।
mail-unlinked-subject = { $provider } আপনার অ্যাকাউন্ট থেকে আনলিঙ্ক করা হয়েছে
mail-unlinked-body = আপনার অ্যাকাউন্টটি { $provider } থেকে আনলিঙ্ক করা হয়েছে: { $provider } দিয়ে সাইন ইন করলে এটি আর খুলবে না।
mail-link-not-you = এটি আপনি না হলে, আপনার অ্যাকাউন্ট পৃষ্ঠা থেকে পাসওয়ার্ড পরিবর্তন করুন, সব জায়গা থেকে সাইন আউট করুন এবং প্রোভাইডারটি আনলিঙ্ক করুন।

## Account deleted

mail-deleted-subject = আপনার অ্যাকাউন্ট মুছে ফেলা হয়েছে
mail-deleted-body = আপনার অ্যাকাউন্ট এবং এটি সম্পর্কে রাখা সব তথ্য মুছে ফেলা হয়েছে, এবং এর প্রতিটি সেশন শেষ হয়েছে।
mail-deleted-register-again = এই ঠিকানা দিয়ে আবার নিবন্ধন করা যাবে; পুরোনো অ্যাকাউন্টের কিছুই ফিরে আসবে না।

## Account deletion scheduled (after a grace period)

mail-deletion-subject = আপনার অ্যাকাউন্ট মুছে ফেলা হবে
mail-deletion-due = আপনার অ্যাকাউন্ট { $date } তারিখে মুছে ফেলা হবে; এর প্রতিটি সেশন শেষ হয়েছে।
mail-deletion-keep = এটি রাখতে চাইলে তার আগে আবার সাইন ইন করুন। আপনি এটি না চেয়ে থাকলে, সাইন ইন করে আপনার পাসওয়ার্ড পরিবর্তন করুন।
mail-deletion-button = রাখতে সাইন ইন করুন

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = { $organization }-এ যোগ দিন
mail-invitation-body = আপনাকে { $organization }-এ যোগ দেওয়ার আমন্ত্রণ জানানো হয়েছে। গ্রহণ করতে লিঙ্কটি খুলুন: এই ঠিকানা দিয়ে সাইন ইন করুন, অথবা এটি দিয়ে একটি অ্যাকাউন্ট তৈরি করুন।
mail-invitation-expiry = { $days ->
    [one] লিঙ্কটি এক দিন কাজ করবে।
   *[other] লিঙ্কটি { $days } দিন কাজ করবে।
}
mail-invitation-ignore = আপনি এই প্রতিষ্ঠানকে না চিনলে এই ইমেলটি উপেক্ষা করুন: আপনি গ্রহণ না করলে কিছুই হবে না।
mail-invitation-button = আমন্ত্রণটি দেখুন
console-organizations-title = প্রতিষ্ঠান
console-organizations-name = নাম
console-organizations-slug = স্লাগ
console-organizations-enabled = সক্রিয়
console-organizations-mfa = দ্বিতীয় ফ্যাক্টর
console-organizations-new = নতুন প্রতিষ্ঠান
console-organizations-create = প্রতিষ্ঠান তৈরি করুন
console-organizations-created = প্রতিষ্ঠানটি তৈরি হয়েছে।
console-organization-saved = ডোমেনের নিয়মগুলো সংরক্ষিত হয়েছে।
console-organization-id = আইডি
console-organization-members = সদস্য
console-organization-roles = ভূমিকা
console-organization-managed = পরিচালিত
console-organization-break-glass = জরুরি অ্যাক্সেস
console-organization-invitations = অপেক্ষমাণ আমন্ত্রণ
console-organization-expires = মেয়াদ শেষ
console-organization-domains = ডোমেন
console-organization-domain = ডোমেন
console-organization-state = অবস্থা
console-organization-rules = নিয়ম
console-organization-save-rules = সংরক্ষণ করুন
console-organization-sign-in = নিজস্ব সাইন-ইন
console-organization-no-sign-in = এর নিজস্ব কোনো সাইন-ইন নেই: এর সদস্যরা তাঁদের পাসওয়ার্ড বা পাসকী দিয়ে সাইন ইন করেন।
organization-admin-title = { $organization }: প্রতিষ্ঠানের সেটিংস
organization-admin-lead = আপনি { $email } হিসেবে এই প্রতিষ্ঠান পরিচালনা করছেন।
organization-admin-none = এখানে এখনও কিছু নেই।
organization-admin-members = সদস্য
organization-admin-remove = সরান
organization-admin-yes = হ্যাঁ
organization-admin-no = না
organization-admin-email = ইমেল ঠিকানা
organization-admin-roles = ভূমিকা
organization-admin-managed = প্রতিষ্ঠানের সাইন-ইন দ্বারা পরিচালিত
organization-admin-action = কাজ
organization-admin-invitations = অপেক্ষমাণ আমন্ত্রণ
organization-admin-revoke = প্রত্যাহার করুন
organization-admin-expires = মেয়াদ শেষ
organization-admin-invite = কাউকে আমন্ত্রণ জানান
organization-admin-role = ভূমিকা
organization-admin-invite-button = আমন্ত্রণ পাঠান
organization-admin-domains = ডোমেন
organization-admin-domains-lead = আপনার কোম্পানির ইমেল ডোমেন দাবি করুন, দেখানো TXT রেকর্ডটি প্রকাশ করুন, তারপর সেটি যাচাই করুন। যাচাই করা ডোমেনের ঠিকানাগুলো আপনার প্রতিষ্ঠানের সাইন-ইনের মাধ্যমে সাইন ইন করতে পারে।
organization-admin-verify = যাচাই করুন
organization-admin-verified = যাচাইকৃত
organization-admin-pending = অপেক্ষমাণ
organization-admin-domain = ডোমেন
organization-admin-state = অবস্থা
organization-admin-record = প্রকাশ করার রেকর্ড
organization-admin-add-domain = একটি ডোমেন দাবি করুন
organization-admin-sign-in = আপনার প্রতিষ্ঠানের সাইন-ইন
organization-admin-no-sign-in = আপনার প্রতিষ্ঠানের সদস্যরা তাঁদের পাসওয়ার্ড দিয়ে সাইন ইন করেন। আপনার নিজস্ব OpenID প্রোভাইডার (Okta, Entra ID, Google Workspace…) সেট আপ করুন, যাতে তাঁরা সেটির মাধ্যমে সাইন ইন করতে পারেন।
organization-admin-issuer = ইস্যুয়ার URL
organization-admin-client-id = ক্লায়েন্ট আইডি
organization-admin-client-secret = ক্লায়েন্ট সিক্রেট
organization-admin-redirect-uri = আপনার প্রোভাইডারে নিবন্ধন করার রিডাইরেক্ট URI
organization-admin-save-sign-in = সাইন-ইন সংরক্ষণ করুন
organization-admin-sign-in-title = আগে সাইন ইন করুন
organization-admin-sign-in-text = আপনার অ্যাকাউন্ট পৃষ্ঠায় সাইন ইন করুন, তারপর এই পৃষ্ঠাটি আবার খুলুন।
organization-admin-sign-in-link = আপনার অ্যাকাউন্টে যান
organization-admin-unknown-title = প্রতিষ্ঠান পাওয়া যায়নি
organization-admin-unknown-text = এখানে আপনার পরিচালিত কোনো প্রতিষ্ঠান নেই।
organization-admin-unknown-change = এই পৃষ্ঠায় এই পরিবর্তনটি করা যায় না।
organization-admin-scim = প্রভিশনিং (SCIM)
organization-admin-scim-lead = আপনার ডিরেক্টরি (Okta, Entra ID, Google Workspace…) SCIM 2.0-এর মাধ্যমে এখানে আপনার প্রতিষ্ঠানের সদস্য ও গ্রুপ যোগ করে, পরিবর্তন করে এবং সরায়। ডিরেক্টরিকে একটি সংযোগের বেস URL ও টোকেন দিন।
organization-admin-scim-base-url = বেস URL
organization-admin-scim-made = তৈরি
organization-admin-scim-last-used = সর্বশেষ ব্যবহার
organization-admin-scim-never = কখনও নয়
organization-admin-scim-old-token = পুরোনো টোকেনের মেয়াদ শেষ
organization-admin-scim-rotate = নতুন টোকেন
organization-admin-scim-make = একটি সংযোগ তৈরি করুন
organization-admin-scim-token-title = আপনার ডিরেক্টরির টোকেন
organization-admin-scim-token-text = এখনই বেস URL ও টোকেনটি আপনার ডিরেক্টরিতে কপি করুন: টোকেনটি আর দেখানো হবে না। কোনো পুরোনো টোকেন থাকলে সেটি আরও এক দিন কাজ করবে।
organization-admin-scim-token = টোকেন
organization-admin-scim-revoke-confirm = সংযোগটি প্রত্যাহার করুন: এর টোকেনগুলো এখনই কাজ করা বন্ধ করবে
invitation-title = { $organization }-এ যোগ দিন
invitation-join-lead = আপনাকে { $email } হিসেবে { $organization }-এ যোগ দেওয়ার আমন্ত্রণ জানানো হয়েছে।
invitation-join-button = যোগ দিন
invitation-sign-up-lead = আপনাকে { $organization }-এ যোগ দেওয়ার আমন্ত্রণ জানানো হয়েছে। যোগ দিতে { $email } দিয়ে আপনার অ্যাকাউন্ট তৈরি করুন: আমন্ত্রণটিই প্রমাণ করে যে এই ঠিকানাটি আপনার।
invitation-name = আপনার নাম
invitation-password = একটি পাসওয়ার্ড বেছে নিন (কমপক্ষে 10টি অক্ষর)
invitation-sign-up-button = অ্যাকাউন্ট তৈরি করে যোগ দিন
invitation-other-account = এই আমন্ত্রণটি { $email }-এর জন্য, কিন্তু আপনি { $current } হিসেবে সাইন ইন করে আছেন। সাইন আউট করুন, তারপর লিঙ্কটি আবার খুলুন।
invitation-sign-in-first = এই আমন্ত্রণটি { $email }-এর জন্য, যার এখানে একটি অ্যাকাউন্ট আছে। আপনার অ্যাকাউন্ট পৃষ্ঠায় সেই ঠিকানা দিয়ে সাইন ইন করুন, তারপর লিঙ্কটি আবার খুলুন।
invitation-sign-in-as-invitee = আগে আমন্ত্রিত ঠিকানা দিয়ে সাইন ইন করুন।
invitation-unusable-title = এই আমন্ত্রণটি ব্যবহার করা যাবে না
invitation-unusable-text = এটি আগেই ব্যবহার করা হয়েছে, প্রত্যাহার করা হয়েছে, নতুন একটি আমন্ত্রণ এর জায়গা নিয়েছে, অথবা এর মেয়াদ শেষ হয়েছে। প্রতিষ্ঠানের কাছে একটি নতুন আমন্ত্রণ চেয়ে নিন।
invitation-joined-title = আপনি { $organization }-এ যোগ দিয়েছেন
invitation-joined-text = আপনি এখন একজন সদস্য: এই প্রতিষ্ঠানের জন্য আপনি যেসব অ্যাপে সাইন ইন করেন, সেগুলো তা দেখতে পাবে।
invitation-joined-new-account = আপনার অ্যাকাউন্ট প্রস্তুত এবং আপনি এখন একজন সদস্য: আপনার ঠিকানা এবং আপনার বেছে নেওয়া পাসওয়ার্ড দিয়ে সাইন ইন করুন।

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = টোকেন ও রিফ্রেশ টোকেন ইস্যু করা হয়েছে
api-code-token = টোকেন ইস্যু করা হয়েছে
api-code-userdata = ব্যবহারকারীর ডেটা
api-code-login-success = সাইন ইন সফল হয়েছে
api-code-auth-code = অথরাইজেশন কোড ইস্যু করা হয়েছে
api-code-id-token = id_token ইস্যু করা হয়েছে
api-code-logged-out = সাইন আউট হয়েছে; সেশন ও এর টোকেনগুলো প্রত্যাহার করা হয়েছে
api-code-ok = সম্পন্ন
api-code-alive = চালু আছে
api-code-ready = অনুরোধ গ্রহণের জন্য প্রস্তুত
api-code-sessions = আপনার সক্রিয় সেশন
api-code-export = আপনার অ্যাকাউন্ট সম্পর্কে রাখা সব তথ্য
api-code-email-change-requested = ঠিকানাটি ব্যবহার করা গেলে, সেটি নিশ্চিত করার একটি লিঙ্ক সেখানে পাঠানো হচ্ছে
api-code-account-deleted = আপনার অ্যাকাউন্ট এবং এটি সম্পর্কে রাখা সব তথ্য মুছে ফেলা হয়েছে; প্রতিটি সেশন শেষ হয়েছে
api-code-deletion-scheduled = প্রতিটি সেশন শেষ হয়েছে এবং আপনার অ্যাকাউন্ট মুছে ফেলা হবে; এটি রাখতে চাইলে তার আগে আবার সাইন ইন করুন
api-code-reauthentication-required = আগে আবার সাইন ইন করুন: এর জন্য গত কয়েক মিনিটের মধ্যে করা সাইন ইন প্রয়োজন
api-code-session-ended = সাইন আউট হয়েছে; সেশন ও এর টোকেনগুলো প্রত্যাহার করা হয়েছে
api-code-password-changed = পাসওয়ার্ড পরিবর্তন হয়েছে; অন্য প্রতিটি সেশন ও সেগুলোর টোকেন প্রত্যাহার করা হয়েছে
api-code-registration-accepted = নিবন্ধন গৃহীত হয়েছে; আপনার ঠিকানা নিশ্চিত করতে আপনার ইমেল দেখুন
api-code-email-verified = ইমেল ঠিকানা যাচাই করা হয়েছে
api-code-reset-requested = ঠিকানাটিতে কোনো অ্যাকাউন্ট থাকলে, রিসেট লিঙ্কসহ একটি ইমেল পাঠানো হচ্ছে
api-code-password-reset = পাসওয়ার্ড সেট হয়েছে; প্রতিটি সেশন ও সেগুলোর টোকেন প্রত্যাহার করা হয়েছে
api-code-registration-closed = নিবন্ধন বন্ধ আছে; অপারেটরের কাছে একটি অ্যাকাউন্ট চেয়ে নিন
api-code-invalid-request = অনুরোধটি ত্রুটিপূর্ণ
api-code-unsupported-grant-type = grant_type অবশ্যই code বা refresh_token হতে হবে
api-code-invalid-grant = code বা refresh_token অবৈধ, মেয়াদোত্তীর্ণ, প্রত্যাহার করা, অথবা অন্য কোনো ক্লায়েন্টকে ইস্যু করা
api-code-invalid-client = ক্লায়েন্ট অথেন্টিকেশন ব্যর্থ হয়েছে
api-code-invalid-credentials = ইমেল বা পাসওয়ার্ড ভুল। নতুন অ্যাকাউন্টের ঠিকানা নিশ্চিত হওয়ার পরেই সেটি দিয়ে সাইন ইন করা যায়: লিঙ্কটির জন্য আপনার ইমেল দেখুন
api-code-mfa-required = একটি দ্বিতীয় ফ্যাক্টর প্রয়োজন: আপনার অথেন্টিকেটর অ্যাপের একটি কোড বা একটি পুনরুদ্ধার কোড দিয়ে উত্তর দিন
api-code-mfa-enrolment-required = এই অ্যাপের জন্য দুই-ধাপে সাইন ইন প্রয়োজন: আপনার অ্যাকাউন্ট পৃষ্ঠায় একটি অথেন্টিকেটর অ্যাপ বা পাসকী সেট আপ করুন, তারপর আবার সাইন ইন করুন
api-code-passkey-options = এই অপশনগুলো অথেন্টিকেটরকে দিন
api-code-passkey-added = পাসকী যোগ করা হয়েছে
api-code-passkeys = আপনার পাসকী
api-code-links = আপনার লিঙ্ক করা সাইন-ইন প্রোভাইডার
api-code-last-sign-in-method = অ্যাকাউন্টে সাইন ইন করার এটিই শেষ উপায়: আগে একটি পাসওয়ার্ড সেট করুন বা একটি পাসকী যোগ করুন
api-code-insufficient-scope = টোকেনের স্কোপ এই অনুরোধের অনুমতি দেয় না
api-code-not-a-member = আপনি এই প্রতিষ্ঠানের মাধ্যমে সাইন ইন করতে পারবেন না: আপনাকে যোগ করতে এর অ্যাডমিনকে বলুন
api-code-sso-required = আপনার সাইন-ইন আপনার প্রতিষ্ঠান পরিচালনা করে: ssoUrl-এ চালিয়ে যান
api-code-not-found = এমন কোনো রিসোর্স নেই
api-code-method-not-allowed = এই রিসোর্সের জন্য মেথডটি অনুমোদিত নয়
api-code-conflict = এটি ইতিমধ্যেই আছে
api-code-payload-too-large = অনুরোধের বডি অনেক বড়
api-code-rate-limited = অনেক বেশি অনুরোধ; পরে আবার চেষ্টা করুন
api-code-server-error = সার্ভারের অভ্যন্তরীণ ত্রুটি
api-code-service-unavailable = পরিষেবাটি সাময়িকভাবে অনুপলব্ধ; পরে আবার চেষ্টা করুন

## Bearer tokens and capacity (every JSON API)

api-bearer-required = `Authorization: Bearer <token>` হিসেবে একটি অ্যাক্সেস টোকেন প্রয়োজন; এটি অনুপস্থিত, ত্রুটিপূর্ণ অথবা প্রত্যাহার করা হয়েছে
api-busy = একসঙ্গে অনেক বেশি সাইন ইন হচ্ছে; একটু পরে আবার চেষ্টা করুন

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type অবশ্যই id_token বা token হতে হবে
api-token-type-grant = token_type অবশ্যই refresh_token বা token হতে হবে
api-token-type-refresh = grant_type refresh_token-এর জন্য token_type অবশ্যই token হতে হবে
api-client-secret-required = token_type token হলে client_secret প্রয়োজন
api-field-empty = { $field } খালি রাখা যাবে না

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = পাসওয়ার্ডটি অনেক দীর্ঘ
api-mfa-token-invalid = mfaToken অজানা, ব্যবহৃত বা মেয়াদোত্তীর্ণ: আবার সাইন ইন করুন
api-challenge-invalid = challengeId অজানা, ব্যবহৃত বা মেয়াদোত্তীর্ণ: নতুন পাসকী অপশন চেয়ে নিন
api-mfa-code-or-passkey = একটি দ্বিতীয় ফ্যাক্টর প্রয়োজন: আপনার অথেন্টিকেটর অ্যাপের একটি কোড, একটি পুনরুদ্ধার কোড বা আপনার পাসকী দিয়ে উত্তর দিন
api-mfa-passkey = একটি দ্বিতীয় ফ্যাক্টর প্রয়োজন: আপনার পাসকী দিয়ে উত্তর দিন (mfaToken-সহ login/passkey)
api-client-id-required = client_id প্রয়োজন
api-client-unknown = client_id অজানা বা নিষ্ক্রিয়
api-redirect-uri-required = redirect_uri প্রয়োজন
api-redirect-uri-unregistered = redirect_uri এই ক্লায়েন্টের জন্য নিবন্ধিত নয়
api-state-too-long = state অনেক দীর্ঘ

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = টোকেনটি অজানা, ব্যবহৃত, মেয়াদোত্তীর্ণ, অথবা নতুন একটি টোকেন এর জায়গা নিয়েছে
api-session-not-found = ওই আইডি দিয়ে আপনার কোনো সক্রিয় সেশন নেই

## Native-app API: second factors and passkeys

api-authenticator-exists = একটি অথেন্টিকেটর ইতিমধ্যেই সেট আপ করা আছে; আগে সেটি সরান
api-authenticator-not-pending = কোনো অথেন্টিকেটর সেট আপ করা হচ্ছে না
api-authenticator-none = কোনো অথেন্টিকেটর সেট আপ করা নেই
api-factor-code-wrong = কোডটি সঠিক নয়
api-reauthenticate-factors = আপনার দ্বিতীয় ফ্যাক্টর পরিবর্তন করতে আবার সাইন ইন করুন (দ্বিতীয় ফ্যাক্টর থাকলে সেটি দিয়ে)
api-reauthenticate-passkeys = আপনার পাসকী পরিবর্তন করতে আবার সাইন ইন করুন (দ্বিতীয় ফ্যাক্টর থাকলে সেটি দিয়ে)
api-reauthenticate-sign-in = সাইন ইনের পদ্ধতি পরিবর্তন করতে আবার সাইন ইন করুন (দ্বিতীয় ফ্যাক্টর থাকলে সেটি দিয়ে)
api-passkeys-unavailable = এই সার্ভারে পাসকী উপলব্ধ নয়
api-passkey-not-found = এমন কোনো পাসকী নেই
api-passkey-no-ceremony = কোনো পাসকী নিবন্ধন অপেক্ষমাণ নেই; নতুন অপশন চেয়ে নিন
api-passkey-rejected = পাসকীটি যাচাই করা যায়নি
api-passkey-registered = এই পাসকী ইতিমধ্যেই নিবন্ধিত
api-passkey-name-invalid = পাসকীর নামে 1 থেকে { $max }টি অক্ষর থাকতে হবে এবং কোনো কন্ট্রোল অক্ষর বা দ্বিমুখী ফরম্যাটিং অক্ষর থাকা চলবে না
api-passkeys-too-many = { $max ->
    [one] একটি অ্যাকাউন্টে সর্বোচ্চ { $max }টি পাসকী থাকতে পারে
   *[other] একটি অ্যাকাউন্টে সর্বোচ্চ { $max }টি পাসকী থাকতে পারে
}

## Native-app API: upstream identity providers

api-upstream-unknown = এই আইডি দিয়ে কোনো আপস্ট্রিম প্রোভাইডার নেই
api-upstream-refused = এই প্রোভাইডারের জন্য id_token গ্রহণ করা হয়নি
api-upstream-disabled = অ্যাকাউন্টটি নিষ্ক্রিয়
api-upstream-no-email = id_token-এ অ্যাকাউন্ট তৈরি করার মতো কোনো ইমেল ঠিকানা নেই
api-upstream-unverified-email = প্রোভাইডার id_token-এর ইমেল ঠিকানার নিশ্চয়তা দেয় না: ঠিকানাটি দিয়ে নিবন্ধন করুন, তারপর প্রোভাইডারটি লিঙ্ক করুন
api-upstream-unreachable = প্রোভাইডারের সঙ্গে যোগাযোগ করা যায়নি; পরে আবার চেষ্টা করুন
api-upstream-email-taken = এই ঠিকানা দিয়ে একটি অ্যাকাউন্ট আছে: সেটিতে সাইন ইন করে অ্যাকাউন্ট পৃষ্ঠা থেকে প্রোভাইডারটি লিঙ্ক করুন
api-upstream-outside-domains = প্রতিষ্ঠানের সাইন-ইন দিয়ে শুধু এর যাচাই করা ডোমেনের ঠিকানাগুলোই সাইন ইন করতে পারে
api-upstream-unconfirmed-account = এই ঠিকানা দিয়ে একটি অ্যাকাউন্ট আছে, কিন্তু সেটি কখনও নিশ্চিত করা হয়নি: সেটি নিশ্চিত করুন, তারপর আবার প্রতিষ্ঠানের মাধ্যমে সাইন ইন করুন
api-upstream-operator-account = অপারেটরের অ্যাকাউন্ট নিজস্ব পাসওয়ার্ড ও দ্বিতীয় ফ্যাক্টর দিয়ে সাইন ইন করে, কোনো প্রতিষ্ঠানের সাইন-ইনের মাধ্যমে নয়
api-link-not-found = অ্যাকাউন্টটি এই প্রোভাইডারের সঙ্গে লিঙ্ক করা নেই

## Admin API

api-admin-key-required = অ্যাডমিন API-এর জন্য `Authorization: Bearer <অ্যাডমিন কী>` প্রয়োজন
api-admin-status-once = status সর্বোচ্চ একবার
api-admin-parameters-once = প্রতিটি প্যারামিটার সর্বোচ্চ একবার
api-admin-duplicate-email = ওই ইমেল দিয়ে একজন ব্যবহারকারী ইতিমধ্যেই আছেন
api-admin-user-not-found = ব্যবহারকারী পাওয়া যায়নি
api-admin-client-not-found = ক্লায়েন্ট পাওয়া যায়নি
api-admin-api-not-found = API পাওয়া যায়নি
api-admin-session-not-found = সেশন পাওয়া যায়নি
api-admin-delivery-not-found = ডেলিভারি পাওয়া যায়নি
api-admin-webhook-not-found = ওয়েবহুক পাওয়া যায়নি

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = যে ব্রাউজারে আপনি নিবন্ধন করেছিলেন, সেখানে লিঙ্কটি খুলুন: অন্য কোথাও খুললে অ্যাকাউন্টের পাসওয়ার্ড চাওয়া হবে।
mail-change-where = যে ব্রাউজারে আপনি পরিবর্তনের অনুরোধ করেছিলেন বা যেখানে সাইন ইন করে আছেন, সেখানে লিঙ্কটি খুলুন: অন্য কোথাও খুললে আপনার পাসওয়ার্ড চাওয়া হবে।
mail-not-yours-english = আপনি নিবন্ধন করেননি বা এটি চাননি? তাহলে এটি নিশ্চিত করবেন না: এই ইমেলটি উপেক্ষা করুন, কিছুই হবে না।
verify-password-lead = এখানে এই ঠিকানা নিশ্চিত করতে, যে অ্যাকাউন্টের ঠিকানা এটি তার পাসওয়ার্ড লিখুন। আপনি কোনো অ্যাপে নিবন্ধন করে থাকলে, এর বদলে ইমেলের কোডটি অ্যাপে লিখুন। আপনি নিবন্ধন না করে থাকলে বা এটি না চেয়ে থাকলে, নিশ্চিত করবেন না: এই পৃষ্ঠাটি বন্ধ করুন।
verify-password = অ্যাকাউন্টের পাসওয়ার্ড
verify-password-needed = এই ব্রাউজারে ঠিকানাটি নিশ্চিত করতে অ্যাকাউন্টের পাসওয়ার্ড লিখুন।
verify-wrong-password = এটি অ্যাকাউন্টের পাসওয়ার্ড নয়।

## After a password reset, every other way into the account

mail-reset-done-subject = আপনার পাসওয়ার্ড রিসেট করা হয়েছে
mail-reset-done-body = আপনার অ্যাকাউন্টের পাসওয়ার্ড এইমাত্র রিসেট করা হয়েছে, এবং সাইন ইন করা প্রতিটি ডিভাইস সাইন আউট হয়ে গেছে।
mail-reset-done-still = এগুলো দিয়ে এখনও আপনার অ্যাকাউন্টে সাইন ইন করা যায়:
mail-reset-done-remove = এগুলোর কোনোটি আপনার না হলে, নতুন পাসওয়ার্ড দিয়ে সাইন ইন করুন এবং আপনার অ্যাকাউন্ট পৃষ্ঠায় "নতুন পাসওয়ার্ড ছাড়া সব সরান" বেছে নিন।
mail-reset-done-nothing-else = আর কিছু দিয়ে আপনার অ্যাকাউন্টে সাইন ইন করা যায় না: শুধু নতুন পাসওয়ার্ড দিয়ে।
mail-reset-done-factor-not-yours = সাইন ইনের সময় যদি এমন কোনো দ্বিতীয় ফ্যাক্টর চাওয়া হয় যা আপনার কাছে নেই, তাহলে সেটি আপনার নয়: এই পরিষেবার সাপোর্টকে সেটি সরাতে বলুন।
mail-reset-done-not-you = আপনি আপনার পাসওয়ার্ড রিসেট না করে থাকলে, কেউ আপনার ইমেল পড়তে পারছে: আগে আপনার মেইলবক্স সুরক্ষিত করুন, তারপর আবার একটি নতুন পাসওয়ার্ড সেট করুন।
ways-in-passkey = "{ $name }" পাসকী
ways-in-authenticator = একটি অথেন্টিকেটর অ্যাপ
ways-in-recovery-codes = { $count ->
    [one] { $count }টি অব্যবহৃত পুনরুদ্ধার কোড
   *[other] { $count }টি অব্যবহৃত পুনরুদ্ধার কোড
}
ways-in-link = { $provider } দিয়ে সাইন ইন
ways-in-sessions = { $count ->
    [one] সাইন ইন করা আরও { $count }টি ডিভাইস (নিচে তালিকাভুক্ত)
   *[other] সাইন ইন করা আরও { $count }টি ডিভাইস (নিচে তালিকাভুক্ত)
}
account-review-heading = আপনার পাসওয়ার্ড রিসেট করা হয়েছে
account-review-lead = { $date } তারিখে আপনার পাসওয়ার্ড রিসেট করা হয়েছে। এগুলো দিয়ে এখনও আপনার অ্যাকাউন্টে সাইন ইন করা যায়:
account-review-explain = এগুলোর কোনোটি আপনার না হলে, সবগুলো সরিয়ে দিন: তখন শুধু আপনার নতুন পাসওয়ার্ড দিয়ে সাইন ইন করা যাবে, এবং অন্য প্রতিটি ডিভাইস সাইন আউট হয়ে যাবে। পরে আবার একটি পাসকী বা অথেন্টিকেটর অ্যাপ যোগ করতে পারবেন।
account-review-remove = নতুন পাসওয়ার্ড ছাড়া সব সরান
account-review-keep = এগুলো সবই আমার
account-review-gone = পর্যালোচনা করার মতো আর কিছু নেই।
account-review-removed = আপনার নতুন পাসওয়ার্ড ছাড়া সব কিছু সরানো হয়েছে, এবং অন্য প্রতিটি ডিভাইস সাইন আউট হয়ে গেছে।
account-review-kept = ঠিক আছে: সব কিছু যেমন আছে তেমনই থাকবে।

## The second step locked after wrong codes

mail-factor-locked-subject = কেউ আপনার দ্বিতীয় ফ্যাক্টর পেরিয়ে যাওয়ার চেষ্টা করেছে
mail-factor-locked-body = { $minutes ->
    [one] কেউ আপনার পাসওয়ার্ড লিখেছে, তারপর দ্বিতীয় ফ্যাক্টরের পাঁচটি ভুল কোড দিয়েছে। আপনার অ্যাকাউন্টে সাইন ইন { $minutes } মিনিটের জন্য স্থগিত রাখা হয়েছে।
   *[other] কেউ আপনার পাসওয়ার্ড লিখেছে, তারপর দ্বিতীয় ফ্যাক্টরের পাঁচটি ভুল কোড দিয়েছে। আপনার অ্যাকাউন্টে সাইন ইন { $minutes } মিনিটের জন্য স্থগিত রাখা হয়েছে।
}
mail-factor-locked-not-you = এটি আপনি না হলে, কেউ আপনার পাসওয়ার্ড জানে: এখনই একটি নতুন পাসওয়ার্ড সেট করুন।
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = কনসোল ভূমিকার জন্য যাচাই করা ঠিকানা প্রয়োজন: ব্যবহারকারীকে আগে তাঁর ঠিকানা নিশ্চিত করতে হবে
console-gate-unverified = কনসোল শুধু যাচাই করা ঠিকানার অপারেটরদের জন্য খোলে। যাচাইকরণ ইমেলের লিঙ্ক দিয়ে আপনার ঠিকানা নিশ্চিত করুন, তারপর আবার কনসোল খুলুন।
console-gate-idle-lead = কনসোল খুলতে আবার সাইন ইন করুন
console-gate-idle = কনসোলটি { $minutes } মিনিট ব্যবহার করা হয়নি, তাই আবার সাইন ইন করতে বলা হচ্ছে। আপনার অ্যাকাউন্টে আপনি সাইন ইন করেই থাকবেন।
console-webhook-url-once = এর URL, শুধু এখনই পুরোটা দেখানো হচ্ছে (তালিকায় "?"-এর পরের অংশ লুকানো থাকে, যেখানে টোকেন থাকতে পারে):
console-webhook-query-hidden = এন্ডপয়েন্টের URL-এ "?"-এর পরের অংশ লুকানো থাকে: এতে রিসিভারের টোকেন থাকতে পারে।
## Signing in with a code mailed to the address (no password)

page-login-email-code = আমাকে ইমেলে একটি কোড পাঠান
page-code-ask-title = কোড দিয়ে সাইন ইন করুন
page-code-ask-lead = আপনার ইমেল ঠিকানা লিখুন: সাইন ইন করার জন্য আমরা আপনাকে একটি কোড ইমেল করব, কোনো পাসওয়ার্ড লাগবে না।
page-code-ask-button = আমাকে ইমেলে একটি কোড পাঠান
page-code-invalid-email = একটি পূর্ণ ইমেল ঠিকানা লিখুন, যেমন name@example.com।
page-code-not-allowed = এই অ্যাপ আপনার পাসওয়ার্ড বা একটি পাসকী চায়: এখানে ইমেলে পাঠানো কোড দিয়ে সাইন ইন করার সুবিধা নেই।
page-code-title = আপনার ইমেল দেখুন
page-code-lead = { $minutes ->
    [one] { $email } ঠিকানায় একটি ইমেল পাঠানো হচ্ছে। এতে থাকা ছয় সংখ্যার কোডটি লিখুন: এটি { $minutes } মিনিট কাজ করবে, একবারই।
   *[other] { $email } ঠিকানায় একটি ইমেল পাঠানো হচ্ছে। এতে থাকা ছয় সংখ্যার কোডটি লিখুন: এটি { $minutes } মিনিট কাজ করবে, একবারই।
}
page-code-field = সাইন-ইন কোড
page-code-name = আপনার নাম, যদি আপনি এখানে নতুন হন
page-code-button = সাইন ইন করুন
page-code-again = নতুন কোড পাঠান
page-code-wrong = কোডটি সঠিক নয়, অথবা এর মেয়াদ শেষ হয়েছে। সবচেয়ে নতুন ইমেলটি দেখুন, অথবা একটি নতুন কোড চেয়ে নিন।
page-code-link-title = সাইন ইন করুন
page-code-link-lead = এই ব্রাউজারে আপনার অ্যাকাউন্টে সাইন ইন করুন।
page-code-link-button = সাইন ইন করুন
page-code-link-elsewhere-title = যেখানে কোড চেয়েছিলেন সেখানে এই কোডটি লিখুন
page-code-link-elsewhere = এই লিঙ্কটি যে ব্রাউজার বা অ্যাপ থেকে চাওয়া হয়েছিল, তার বদলে অন্য একটিতে খোলা হয়েছে। সেখানে এই কোডটি লিখুন:
page-code-link-ended-title = এই লিঙ্কের মেয়াদ শেষ
page-code-link-ended = লিঙ্কটি আগেই ব্যবহার করা হয়েছে, নতুন একটি লিঙ্ক এর জায়গা নিয়েছে, অথবা এটি অনেক পুরোনো। যেখানে সাইন ইন করছেন সেখান থেকে একটি নতুন কোড চেয়ে নিন।
api-sign-in-code-refused = কোডটি ভুল, ব্যবহৃত, প্রতিস্থাপিত বা মেয়াদোত্তীর্ণ: একটি নতুন কোড চেয়ে নিন
api-login-code-or-password = একটি পাসওয়ার্ড বা একটি কোড পাঠান, দুটোই নয়
api-code-code-sent = সাইন-ইন কোডসহ একটি ইমেল পাঠানো হচ্ছে; কোডটি কয়েক মিনিট কাজ করবে, একবারই
api-code-sign-in-code-not-allowed = এখানে ইমেলে পাঠানো কোড দিয়ে সাইন ইন করার সুবিধা নেই: আপনার পাসওয়ার্ড বা একটি পাসকী ব্যবহার করুন

## Mail: a sign-in code

mail-code-subject = আপনার সাইন-ইন কোড
mail-code-asked = কেউ এই ঠিকানা দিয়ে সাইন ইন করতে চেয়েছেন। যে কোডটি লিখতে হবে:
mail-code-minutes = { $minutes ->
    [one] কোড ও নিচের লিঙ্কটি { $minutes } মিনিট কাজ করবে এবং একবারই ব্যবহার করা যাবে; নতুন কোনো অনুরোধ এগুলোকে প্রতিস্থাপন করবে।
   *[other] কোড ও নিচের লিঙ্কটি { $minutes } মিনিট কাজ করবে এবং একবারই ব্যবহার করা যাবে; নতুন কোনো অনুরোধ এগুলোকে প্রতিস্থাপন করবে।
}
mail-code-new-account = এখনও কোনো অ্যাকাউন্ট এই ঠিকানা ব্যবহার করে না: কোড দিয়ে সাইন ইন করলে একটি অ্যাকাউন্ট তৈরি হবে।
mail-code-button = সাইন ইন করুন
mail-code-not-you = এটি আপনি না হলে এই ইমেলটি উপেক্ষা করুন: কোড ছাড়া কেউ সাইন ইন করতে পারবে না।

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = এই ঠিকানা দিয়ে সাইন ইন
mail-no-account-body = কেউ এই ঠিকানা দিয়ে সাইন ইন করার জন্য একটি কোড চেয়েছেন, কিন্তু এখানে কোনো অ্যাকাউন্ট এই ঠিকানা ব্যবহার করে না।
mail-no-account-not-you = এটি আপনি না হলে এই ইমেলটি উপেক্ষা করুন: কিছুই পরিবর্তন হয়নি।

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = ব্যবহারকারীরা ইমেলে পাঠানো কোড দিয়ে সাইন ইন করতে পারেন
api-name-invalid = নামটি অনেক দীর্ঘ, অথবা এতে কন্ট্রোল অক্ষর আছে
